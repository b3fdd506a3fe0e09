/**
 * The database schema (Drizzle). Every entity of docs/domain.md. Migrations are generated from this file
 * with `npx drizzle-kit generate` and committed under server/db/migrations.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  check,
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const status = () => varchar({ length: 16 }).notNull().default('valid');

/** The operator (level 0) and dealers (levels 1 and 2). `path` is the chain of ids, e.g. `1.4.9.`. */
export const orgs = pgTable(
  'orgs',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 8 }).notNull(),
    level: smallint().notNull(),
    parentId: integer().references((): AnyPgColumn => orgs.id),
    path: text().notNull().default(''),
    country: varchar({ length: 3 }).notNull(),
    contactName: varchar({ length: 50 }).notNull().default(''),
    contactPhone: varchar({ length: 30 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    quota: integer().notNull().default(0),
    remainingQuota: integer().notNull().default(0),
    smsBalance: integer().notNull().default(0),
    status: status(),
    /** Level of the org whose staff disabled this dealer (0 operator, 1 its level-1 parent). */
    disabledByLevel: smallint(),
    /** The org whose staff disabled this dealer (its name is the record's `disabled_by_name`). */
    disabledByOrgId: integer().references((): AnyPgColumn => orgs.id),
    remark: varchar({ length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    createdBy: integer(),
    ownerStaffId: integer(),
  },
  (t) => [
    index('orgs_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('orgs_path_idx').on(sql`${t.path} text_pattern_ops`),
    index('orgs_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('orgs_created_idx').on(t.createdAt, t.id),
    index('orgs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('orgs_remaining_quota_nonneg', sql`${t.remainingQuota} >= 0`),
    check('orgs_sms_balance_nonneg', sql`${t.smsBalance} >= 0`),
  ],
);

/** A dealer's settings page: what it may sell and whether it may create sub-dealers. */
export const dealerSettings = pgTable('dealer_settings', {
  orgId: integer()
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  allowedVersionIds: jsonb().$type<number[]>().notNull().default([]),
  canCreateSubDealer: boolean().notNull().default(true),
  updatedAt: createdAt(),
  updatedBy: integer(),
});

export const staff = pgTable(
  'staff',
  {
    id: id(),
    orgId: integer()
      .notNull()
      .references(() => orgs.id),
    account: varchar({ length: 50 }).notNull(),
    passwordHash: text().notNull(),
    name: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 30 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    role: varchar({ length: 16 }).notNull(),
    status: status(),
    createdAt: createdAt(),
    createdBy: integer(),
    lastLoginAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_account_uq').on(sql`lower(${t.account})`),
    index('staff_org_idx').on(t.orgId, t.createdAt, t.id),
    // the search box (server/routes/search): a part of a name or an account, anywhere in it
    index('staff_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('staff_account_trgm_idx').using('gin', sql`lower(${t.account}) gin_trgm_ops`),
  ],
);

/** Session tokens, stored only as a SHA-256 hash of the random token. */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    tokenHash: char({ length: 64 }).notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** What the profile's session list shows: the browser that signed in, from where, when last used. */
    userAgent: varchar({ length: 300 }).notNull().default(''),
    address: varchar({ length: 64 }).notNull().default(''),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tokens_hash_uq').on(t.tokenHash), index('tokens_staff_idx').on(t.staffId)],
);

/** Two-factor sign-in (TOTP) of one account; `enabledAt` is null while the setup awaits its first code. */
export const staffTwoFactor = pgTable('staff_two_factor', {
  staffId: integer()
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  /** The TOTP secret, sealed with DATA_KEY (server/domain/secrets.ts). */
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** The last time step whose code was accepted: no code of it or before it is accepted again. */
  lastStep: bigint({ mode: 'number' }).notNull().default(0),
});

/** Single-use recovery codes, kept as salted SHA-256 (`salt:hash`). */
export const twoFactorRecovery = pgTable(
  'two_factor_recovery',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 100 }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('two_factor_recovery_staff_idx').on(t.staffId)],
);

/** The second step of a sign-in: a random challenge, kept as SHA-256, short-lived and single use. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    challengeHash: char({ length: 64 }).notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('login_challenges_hash_uq').on(t.challengeHash)],
);

/** Failed-login counters per account and per address, shared by every API process. */
export const loginAttempts = pgTable('login_attempts', {
  key: varchar({ length: 200 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
});

/** Every movement of account quota: allocate/reclaim between dealers, activate/renew of stores. */
export const quotaLog = pgTable(
  'quota_log',
  {
    id: id(),
    kind: varchar({ length: 16 }).notNull(),
    fromOrgId: integer(),
    toOrgId: integer(),
    storeId: integer(),
    change: integer().notNull(),
    remark: varchar({ length: 200 }).notNull().default(''),
    staffId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('quota_log_from_idx').on(t.fromOrgId, t.createdAt), index('quota_log_to_idx').on(t.toOrgId, t.createdAt)],
);

export const versions = pgTable(
  'versions',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    versionNo: varchar({ length: 30 }).notNull(),
    platform: varchar({ length: 16 }).notNull(),
    downloadUrl: varchar({ length: 500 }).notNull().default(''),
    releaseNotes: text().notNull().default(''),
    forceUpdate: boolean().notNull().default(false),
    status: status(),
    // released when created unless the body says when (null: not released)
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow(),
    createdAt: createdAt(),
    createdBy: integer(),
  },
  (t) => [uniqueIndex('versions_no_uq').on(t.platform, t.versionNo)],
);

/** Brands (headquarters) owned by a dealer. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    orgId: integer()
      .notNull()
      .references(() => orgs.id),
    name: varchar({ length: 100 }).notNull(),
    country: varchar({ length: 3 }).notNull(),
    logoUrl: varchar({ length: 500 }).notNull().default(''),
    contactName: varchar({ length: 50 }).notNull().default(''),
    contactPhone: varchar({ length: 30 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    adminAccount: varchar({ length: 50 }).notNull(),
    adminPasswordHash: text().notNull(),
    smsBalance: integer().notNull().default(0),
    status: status(),
    createdAt: createdAt(),
    createdBy: integer(),
    ownerStaffId: integer(),
  },
  (t) => [
    check('companies_sms_balance_nonneg', sql`${t.smsBalance} >= 0`),
    uniqueIndex('companies_org_name_uq').on(t.orgId, sql`lower(${t.name})`),
    uniqueIndex('companies_admin_uq').on(sql`lower(${t.adminAccount})`),
    index('companies_org_idx').on(t.orgId, t.createdAt, t.id),
    index('companies_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('companies_created_idx').on(t.createdAt, t.id),
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** How many characters of the lowered name the name-head indexes lead with. */
export const NAME_HEAD_LENGTH = 3;
/** The head of a lowered name, as those indexes compute it. */
export const NAME_HEAD = (name: SQLWrapper) => sql`left(lower(${name}), ${sql.raw(String(NAME_HEAD_LENGTH))})`;

export const stores = pgTable(
  'stores',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    orgId: integer()
      .notNull()
      .references(() => orgs.id),
    name: varchar({ length: 100 }).notNull(),
    country: varchar({ length: 3 }).notNull(),
    tables: smallint().notNull().default(0),
    businessHours: jsonb().$type<{ day: number; open: string; close: string }[]>().notNull().default([]),
    address: varchar({ length: 300 }).notNull().default(''),
    lat: doublePrecision().notNull().default(0),
    lng: doublePrecision().notNull().default(0),
    contactName: varchar({ length: 50 }).notNull().default(''),
    contactPhone: varchar({ length: 30 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    versionId: integer().references(() => versions.id),
    status: varchar({ length: 16 }).notNull().default('wait_activate'),
    activatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    expireAt: timestamp({ withTimezone: true, mode: 'date' }),
    billEnabled: boolean().notNull().default(false),
    billFormat: varchar({ length: 16 }).notNull().default('sequential'),
    billFormatChanged: boolean().notNull().default(false),
    billSeq: bigint({ mode: 'number' }).notNull().default(0),
    billSeqDate: varchar({ length: 6 }).notNull().default(''),
    templateStoreId: integer(),
    dataClearedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    createdBy: integer(),
    ownerStaffId: integer(),
  },
  (t) => [
    uniqueIndex('stores_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    // The store list at a million rows: each filter, and the default order, has an index.
    index('stores_org_idx').on(t.orgId, t.createdAt, t.id),
    index('stores_company_idx').on(t.companyId, t.createdAt, t.id),
    index('stores_version_idx').on(t.versionId, t.createdAt, t.id),
    // The expression indexes end with the column they compute from: PostgreSQL reads an index
    // alone (an index-only scan, no table pages) only when every column the query needs is in it,
    // and it does not see `expire_at` or `name` inside the expressions. The capped counts of the
    // list then stop after 1,001 index entries instead of a bitmap of every match
    // (docs/decisions/0003-store-list-at-scale.md).
    // ...and the keys of every other sort: the expiring-within filter sorts its matches from it alone
    index('stores_expiry_idx').on(
      sql`coalesce(${t.expireAt}, '-infinity'::timestamptz)`,
      t.id,
      t.expireAt,
      t.orgId,
      t.createdAt,
      t.name,
      t.country,
      t.tables,
    ),
    index('stores_org_expiry_idx').on(t.orgId, sql`coalesce(${t.expireAt}, '-infinity'::timestamptz)`, t.id, t.expireAt),
    // ...and, for a name search sorted by name, the id and org of each match (sorted from it alone)
    index('stores_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`, t.name, t.id, t.orgId),
    index('stores_org_name_idx').on(t.orgId, sql`lower(${t.name}) text_pattern_ops`, t.name),
    // a dealer's name search picks its page's ids from the index alone, newest first (server/crud/read.ts)
    index('stores_org_name_created_idx').on(t.orgId, sql`lower(${t.name}) text_pattern_ops`, t.createdAt, t.id),
    // the search box (server/routes/search): a part of the name anywhere in it
    index('stores_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('stores_name_idx').on(t.name, t.id, t.expireAt),
    index('stores_created_idx').on(t.createdAt, t.id, t.expireAt),
    index('stores_id_idx').on(t.id, t.expireAt),
    // Every equality filter of the list with every sort its page offers, and every sort alone: the
    // page's ids are the first entries of one index (docs/decisions/0008-light-login-and-fast-pages.md).
    // The sort-only indexes end with expire_at, which the status filters then read from them alone
    // (the active and the expired stores lie in long runs of the creation order: a walk passes many).
    index('stores_country_idx').on(t.country, t.id, t.expireAt),
    index('stores_tables_idx').on(t.tables, t.id, t.expireAt),
    index('stores_org_id_idx').on(t.orgId, t.id),
    index('stores_org_sort_name_idx').on(t.orgId, t.name, t.id),
    index('stores_org_country_idx').on(t.orgId, t.country, t.id),
    index('stores_org_tables_idx').on(t.orgId, t.tables, t.id),
    index('stores_version_id_idx').on(t.versionId, t.id),
    index('stores_version_name_idx').on(t.versionId, t.name, t.id),
    index('stores_version_country_idx').on(t.versionId, t.country, t.id),
    index('stores_version_tables_idx').on(t.versionId, t.tables, t.id),
    index('stores_version_expiry_idx').on(t.versionId, sql`coalesce(${t.expireAt}, '-infinity'::timestamptz)`, t.id),
    index('stores_country_created_idx').on(t.country, t.createdAt, t.id),
    index('stores_country_name_idx').on(t.country, t.name, t.id),
    index('stores_country_tables_idx').on(t.country, t.tables, t.id),
    index('stores_country_expiry_idx').on(t.country, sql`coalesce(${t.expireAt}, '-infinity'::timestamptz)`, t.id),
    // The active, the expired and the soon expiring stores by each sort but the expiry: the month of
    // the expiry leads, so each month's stores lie in the sort's order and a page is the first entries
    // of a few months (server/routes/store/expiry-slices.ts; docs/decisions/0013-store-status-by-creation.md).
    index('stores_expiry_month_created_idx').on(sql`date_trunc('month', ${t.expireAt} at time zone 'UTC')`, t.createdAt, t.id, t.expireAt),
    index('stores_expiry_month_id_idx').on(sql`date_trunc('month', ${t.expireAt} at time zone 'UTC')`, t.id, t.expireAt),
    index('stores_expiry_month_name_idx').on(sql`date_trunc('month', ${t.expireAt} at time zone 'UTC')`, t.name, t.id, t.expireAt),
    index('stores_expiry_month_country_idx').on(sql`date_trunc('month', ${t.expireAt} at time zone 'UTC')`, t.country, t.id, t.expireAt),
    index('stores_expiry_month_tables_idx').on(sql`date_trunc('month', ${t.expireAt} at time zone 'UTC')`, t.tables, t.id, t.expireAt),
    // A name search by each sort: the head of the lowered name leads, which every match of a longer
    // prefix shares, so a page is the first entries of one head (server/routes/store/name-slices.ts);
    // `name` last, so that the whole prefix is checked from the index alone.
    index('stores_name_head_created_idx').on(NAME_HEAD(t.name), t.createdAt, t.id, t.name),
    index('stores_name_head_id_idx').on(NAME_HEAD(t.name), t.id, t.name),
    index('stores_name_head_name_idx').on(NAME_HEAD(t.name), t.name, t.id),
    index('stores_name_head_country_idx').on(NAME_HEAD(t.name), t.country, t.id, t.name),
    index('stores_name_head_tables_idx').on(NAME_HEAD(t.name), t.tables, t.id, t.name),
    index('stores_name_head_expiry_idx').on(NAME_HEAD(t.name), sql`coalesce(${t.expireAt}, '-infinity'::timestamptz)`, t.id, t.name),
    // Stores waiting for activation are the newest third: walking a sort's index for them passed
    // every other store first. Their own (partial) indexes, one per sort.
    index('stores_waiting_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.expireAt} is null`),
    index('stores_waiting_id_idx')
      .on(t.id)
      .where(sql`${t.expireAt} is null`),
    index('stores_waiting_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.expireAt} is null`),
    index('stores_waiting_country_idx')
      .on(t.country, t.id)
      .where(sql`${t.expireAt} is null`),
    index('stores_waiting_tables_idx')
      .on(t.tables, t.id)
      .where(sql`${t.expireAt} is null`),
    // The staff role sees the stores it created or is assigned: a few among many.
    index('stores_creator_idx')
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
    index('stores_owner_idx')
      .on(t.ownerStaffId)
      .where(sql`${t.ownerStaffId} is not null`),
  ],
);

/** Renewal records of a store: `renewal` while pending, `finish` once applied. */
export const storeRenewals = pgTable(
  'store_renewals',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    years: smallint().notNull(),
    status: varchar({ length: 16 }).notNull().default('renewal'),
    fromExpireAt: timestamp({ withTimezone: true, mode: 'date' }),
    toExpireAt: timestamp({ withTimezone: true, mode: 'date' }),
    staffId: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('store_renewals_store_idx').on(t.storeId, t.createdAt)],
);

/** One payment integration per store and provider; secret fields encrypted (AES-256-GCM). */
export const paymentConfigs = pgTable(
  'payment_configs',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 32 }).notNull(),
    enabled: boolean().notNull().default(false),
    config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The sealed (server/domain/secrets.ts) JSON of its secret fields; '' when it has none. */
    secrets: text().notNull().default(''),
    /** When its OAuth connection was made (7Shifts). */
    connectedAt: timestamp({ withTimezone: true, mode: 'date' }),
    updatedAt: createdAt(),
    updatedBy: integer(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.provider] })],
);

export const emenuSettings = pgTable('emenu_settings', {
  storeId: integer()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  qrDomain: varchar({ length: 253 }).notNull().default(''),
  orderPinRequired: boolean().notNull().default(false),
  welcomeText: varchar({ length: 149 }).notNull().default(''),
  /** Texts of the ordering options (e.g. 'No chilli'), each under 150 characters (resources/emenu.ts). */
  optionTexts: jsonb().$type<string[]>().notNull().default([]),
  /** Items with their price in cents of the store's currency: `[{name, price}]`. */
  items: jsonb().$type<{ name: string; price: number }[]>().notNull().default([]),
  /** The store's order PIN, part of every table's order URL while `order_pin_required`; a new one per row. */
  orderPin: char({ length: 6 })
    .notNull()
    .default(sql`lpad(floor(random() * 1000000)::int::text, 6, '0')`),
  updatedAt: createdAt(),
  updatedBy: integer(),
});

/**
 * Pending OAuth connections of a store's integration (7Shifts): the state sent to the provider, kept
 * only as its SHA-256 hash, bound to the session (token) and the store that started it; used once.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: char({ length: 64 }).primaryKey(),
    provider: varchar({ length: 32 }).notNull(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tokenId: integer()
      .notNull()
      .references(() => tokens.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * SMS movements: a recharge of a brand (`company_id`) or a top-up of a dealer (`to_org_id`), paid from
 * the balance of `org_id` (the operator's supply is unlimited: no balance after).
 */
export const smsRecords = pgTable(
  'sms_records',
  {
    id: id(),
    kind: varchar({ length: 16 }).notNull().default('recharge'),
    orgId: integer().notNull(),
    companyId: integer(),
    toOrgId: integer(),
    count: integer().notNull(),
    orgBalanceAfter: integer(),
    targetBalanceAfter: integer().notNull(),
    staffId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_records_company_idx').on(t.companyId, t.createdAt),
    index('sms_records_to_org_idx').on(t.toOrgId, t.createdAt),
    index('sms_records_org_idx').on(t.orgId, t.createdAt),
    check('sms_records_one_target', sql`(${t.companyId} is null) <> (${t.toOrgId} is null)`),
  ],
);

/** Orders taken by stores' POS; store data clearing removes them. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    billNo: varchar({ length: 12 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_store_idx').on(t.storeId, t.createdAt)],
);

/** Who changed what and when: one row per write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffId: integer(),
    orgId: integer(),
    action: varchar({ length: 40 }).notNull(),
    resource: varchar({ length: 32 }).notNull(),
    recordId: integer(),
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt, t.id),
    index('audit_record_idx').on(t.resource, t.recordId),
    index('audit_staff_idx').on(t.staffId, t.createdAt, t.id),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Uploaded images (logos), kept in the database so that every API process can serve them. */
export const files = pgTable('files', {
  /** SHA-256 of the content: the same image uploaded twice is stored once. */
  id: char({ length: 64 }).primaryKey(),
  mime: varchar({ length: 32 }).notNull(),
  size: integer().notNull(),
  content: bytea().notNull(),
  createdAt: createdAt(),
  createdBy: integer(),
});

/**
 * A dealer's reminders (docs/domain.md, Reminders): its bell warns below these balances (0: never),
 * and its admins' email digest goes out daily at `digestTime` on its country's clock.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    orgId: integer()
      .primaryKey()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    quotaThreshold: integer().notNull().default(0),
    smsThreshold: integer().notNull().default(0),
    digestTime: varchar({ length: 5 }).notNull().default('08:00'),
    updatedAt: createdAt(),
    updatedBy: integer(),
  },
  (t) => [check('reminder_thresholds_nonneg', sql`${t.quotaThreshold} >= 0 and ${t.smsThreshold} >= 0`)],
);

/** An account's choice of the daily email digest, and the language it is written in. */
export const reminderDigests = pgTable('reminder_digests', {
  staffId: integer()
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  lang: varchar({ length: 8 }).notNull().default('en-US'),
  updatedAt: createdAt(),
});

/** The bell's items an account has read, by item key (server/reminders/items.ts). */
export const reminderReads = pgTable(
  'reminder_reads',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    itemKey: varchar({ length: 80 }).notNull(),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.itemKey] }), index('reminder_reads_read_idx').on(t.readAt)],
);

/**
 * Reminder emails: one row per recipient, kind and day (the unique key: one email however many API
 * processes run), claimed by one process until `claimedUntil`, retried with backoff from `nextAttemptAt`.
 */
export const reminderEmails = pgTable(
  'reminder_emails',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    /** `sending` (claimed or waiting for a retry), `sent`, or `failed` (given up). */
    status: varchar({ length: 16 }).notNull().default('sending'),
    attempts: integer().notNull().default(0),
    claimedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: varchar({ length: 500 }).notNull().default(''),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_emails_uq').on(t.staffId, t.kind, t.day),
    index('reminder_emails_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'sending'`),
  ],
);
