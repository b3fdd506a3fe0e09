/**
 * Stores from a spreadsheet: each row a store of a brand of one dealer (the caller's org, or one below
 * it that the caller names), its brand named as the caller sees it in that dealer, its version by
 * name among those the dealer may sell, its country by code or name. A row with licence years is
 * activated on import: all the rows' accounts are taken from the dealer at once, in the import's
 * transaction (server/domain/quota.ts, consumeLicences).
 */
import { sql } from 'drizzle-orm';
import { translate } from '../../i18n';
import { LOCALES } from '../../i18n/locales';
import { COUNTRIES, timeZoneOf } from '../../resources/countries';
import { LicencePurchase, StoreCreate, expiryAfter, type StoreCreate as StoreCreateBody } from '../../resources/store';
import { LICENCE_YEAR_CHOICES } from '../../resources/import';
import { schemaRefusal } from '../../resources/schema-refusal';
import type { Actor } from '../auth/actor';
import { assertOrgInView } from '../crud/write';
import type { DbOrTx, Tx } from '../db';
import { insertMany } from '../db/insert-many';
import { wantedKeys } from '../db/key-list';
import { storeRenewals, stores } from '../db/schema';
import { consumeLicences } from '../domain/quota';
import { companyRepo } from '../routes/company/repository';
import { lockNames, STORE_NAME_UNIQUE } from '../domain/merchant-names';
import { newStoreValues } from '../routes/store/create-store';
import { storeRepo } from '../routes/store/repository';
import { auditCreated } from './audit-created';
import { bodyOf, numberOf, type ImportKind } from './check-rows';
import type { ValuesRow } from './columns';

type Brand = {
  id: number;
  org_id: number;
  name: string;
  country: string;
  status: string;
};

type Org = { id: number; name: string; type: string; remaining_quota: number };

interface StoreContext {
  org: Org;
  brands: Map<string, Brand>;
  brandsById: Map<number, Brand>;
  /** Versions by lower-cased name: the id, and whether the dealer may sell it. */
  versions: Map<string, { id: number; offered: boolean }>;
  /** `<company_id>:<lower name>` of the stores there are, and of the rows before. */
  storeNames: Set<string>;
  brandNames: Set<string>;
}

const key = (text: string) => text.trim().toLowerCase();

/** Country codes by code and by name in either language. */
const COUNTRY_BY_NAME = new Map(
  COUNTRIES.flatMap((c) =>
    [c.code, c.name, ...LOCALES.map((l) => translate(l, `pages.common.country.${c.code}`))].map((n) => [key(n), c.code]),
  ),
);

const YEARS = LicencePurchase.properties.years;
export const yearsOf = (row: ValuesRow) => (row.values.licence_years ? Number(row.values.licence_years) : 0);

async function context(db: DbOrTx, actor: Actor, orgId: number | undefined, rows: ValuesRow[]): Promise<StoreContext> {
  const dealer = orgId ?? actor.orgId;
  if (orgId !== undefined) await assertOrgInView(db as Tx, actor, orgId);
  const names = [...new Set(rows.map((r) => key(r.values.name ?? '')))];
  // one after the other: a transaction's queries share its one connection
  const org = await db.execute<Org>(sql`select id, name, type, remaining_quota from orgs where id = ${dealer}`);
  const brands = await db.execute<Brand>(sql`select c.id, c.org_id, c.name, c.country, c.status from ${companyRepo.source.from}
      where c.org_id = ${dealer} and ${companyRepo.visible(actor)}`);
  const versions = await db.execute<{
    id: number;
    name: string;
    version_no: string;
    offered: boolean;
  }>(sql`select v.id, v.name, v.version_no,
        (o.type = 'op' or exists (select 1 from dealer_settings d where d.org_id = o.id and d.allowed_version_ids @> to_jsonb(v.id))) as offered
      from versions v join orgs o on o.id = ${dealer} order by v.id desc`);
  const storeNames = await db.execute<{ k: string }>(sql`select s.company_id || ':' || wanted.k as k from ${wantedKeys(names)}
      join stores s on s.org_id = ${dealer} and lower(s.name) = wanted.k`);
  const brandNames = await db.execute<{ k: string }>(
    sql`select wanted.k from ${wantedKeys(names)} where exists (select 1 from companies c where c.org_id = ${dealer} and lower(c.name) = wanted.k)`,
  );
  const offered = new Map<string, { id: number; offered: boolean }>();
  // `POS Android 5.2.0`, or the name alone: the newest offered of that name
  for (const v of versions.rows) {
    offered.set(key(`${v.name} ${v.version_no}`), { id: v.id, offered: v.offered });
    if (!offered.get(key(v.name))?.offered) offered.set(key(v.name), { id: v.id, offered: v.offered });
  }
  return {
    org: org.rows[0],
    brands: new Map(brands.rows.map((b) => [key(b.name), b])),
    brandsById: new Map(brands.rows.map((b) => [b.id, b])),
    versions: offered,
    storeNames: new Set(storeNames.rows.map((r) => r.k)),
    brandNames: new Set(brandNames.rows.map((r) => r.k)),
  };
}

const TEXT_FIELDS = ['name', 'address', 'contact_name', 'contact_phone', 'email'] as const;

export const storeImport: ImportKind<StoreContext> = {
  resource: 'store',
  // the names' locks, as a single create takes its name's: a brand or store named meanwhile is seen
  lock: (tx, dealerId, rows) => lockNames(tx, dealerId, [...new Set(rows.map((r) => r.values.name ?? ''))]),
  unique: STORE_NAME_UNIQUE,
  create: StoreCreate,
  columnOf: { company_name: 'company_id', version_name: 'version_id' },
  context,
  toBody(values, ctx, refuse) {
    const body = bodyOf(values, TEXT_FIELDS);
    if (values.company_name) {
      const brand = ctx.brands.get(key(values.company_name));
      if (brand) body.company_id = brand.id;
      else refuse('company_name', { message: 'import.unknown.company_name', args: { name: values.company_name, dealer: ctx.org.name } });
    }
    if (values.country) {
      const code = COUNTRY_BY_NAME.get(key(values.country));
      if (code) body.country = code;
      else refuse('country', { message: 'import.unknown.country', args: { name: values.country } });
    }
    if (values.tables) body.tables = numberOf(values.tables);
    if (values.version_name) {
      const version = ctx.versions.get(key(values.version_name));
      if (!version) refuse('version_name', { message: 'import.unknown.version_name', args: { name: values.version_name } });
      else if (!version.offered) refuse('version_name', { message: 'import.version_not_offered', args: { name: values.version_name } });
      else body.version_id = version.id;
    }
    const years = values.licence_years ? schemaRefusal(YEARS, numberOf(values.licence_years)) : undefined;
    if (years) refuse('licence_years', years);
    return body;
  },
  rules(row, ctx, refuse) {
    const body = row.body as StoreCreateBody;
    const brand = ctx.brandsById.get(body.company_id)!;
    if (brand.status !== 'valid') refuse('company_name', { message: 'import.brand_disabled', args: { name: brand.name } });
    if (body.country && body.country !== brand.country && ctx.org.type !== 'op')
      refuse('country', { message: 'import.country_of_brand', args: { country: brand.country } });
    const name = key(body.name);
    if (ctx.storeNames.has(`${brand.id}:${name}`)) refuse('name', { message: 'errors.2103', args: {} });
    else if (ctx.brandNames.has(name)) refuse('name', { message: 'errors.2105', args: {} });
    if (row.errors.length === 0) ctx.storeNames.add(`${brand.id}:${name}`);
  },
  cost(ctx, rows) {
    const accounts = rows.filter((r) => r.errors.length === 0).reduce((sum, r) => sum + yearsOf(r), 0);
    const remaining = ctx.org.type === 'op' ? null : ctx.org.remaining_quota;
    return { accounts, remaining, org_id: ctx.org.id, org_name: ctx.org.name };
  },
  async template(db, actor, locale) {
    const [brands, versions] = await Promise.all([
      db.execute<{ name: string; country: string }>(sql`select c.name, c.country from ${companyRepo.source.from}
        where c.org_id = ${actor.orgId} and c.status = 'valid' and ${companyRepo.visible(actor)} order by c.name limit 500`),
      db.execute<{ name: string }>(sql`select v.name || ' ' || v.version_no as name from versions v join orgs o on o.id = ${actor.orgId}
        where o.type = 'op' or exists (select 1 from dealer_settings d where d.org_id = o.id and d.allowed_version_ids @> to_jsonb(v.id))
        order by v.name, v.id desc limit 500`),
    ]);
    const countryName = (code: string) => translate(locale, `pages.common.country.${code}`);
    const [brand] = brands.rows;
    const country = brand?.country ?? COUNTRIES[0].code;
    return {
      example: {
        company_name: brand?.name ?? translate(locale, 'import.example.company_name'),
        name: translate(locale, 'import.example.store_name'),
        country: countryName(country),
        tables: '12',
        address: translate(locale, 'import.example.address'),
        contact_name: translate(locale, 'import.example.contact_name'),
        contact_phone: '+62 812 0000 0000',
        email: 'store@example.com',
        version_name: versions.rows[0]?.name ?? '',
        licence_years: '',
      },
      choices: {
        company_name: brands.rows.map((b) => b.name),
        country: COUNTRIES.map((c) => countryName(c.code)),
        version_name: versions.rows.map((v) => v.name),
        licence_years: LICENCE_YEAR_CHOICES,
      },
    };
  },
  async commit(tx, actor, ctx, rows) {
    const now = new Date();
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const values = chunk.map((row) => {
        const body = row.body as StoreCreateBody;
        const brand = ctx.brandsById.get(body.company_id)!;
        const store = newStoreValues(brand, body.country ?? brand.country, body, actor.staffId);
        const years = yearsOf(row);
        const activated = years > 0;
        // every row gives every column (insertMany): the defaults of a store not activated written out
        return {
          ...store,
          status: activated ? 'active' : 'wait_activate',
          activatedAt: activated ? now : null,
          expireAt: activated ? expiryAfter(null, years, timeZoneOf(store.country), now) : null,
        };
      });
      const inserted = await insertMany(tx, stores, values);
      ids.push(...inserted);
      const renewals = inserted.flatMap((storeId, j) => {
        const to = values[j].expireAt;
        return to
          ? [{ storeId, years: yearsOf(chunk[j]), status: 'finish', fromExpireAt: null, toExpireAt: to, staffId: actor.staffId }]
          : [];
      });
      await insertMany(tx, storeRenewals, renewals);
    }
    const uses = rows.flatMap((row, i) => (yearsOf(row) > 0 ? [{ storeId: ids[i], years: yearsOf(row) }] : []));
    await consumeLicences(tx, ctx.org.id, uses, actor.staffId);
    await auditCreated(tx, actor, storeRepo, ids);
    return ids;
  },
};

/** Rows per insert: each statement well within the statement timeout, even on a busy machine. */
const CHUNK = 1000;
