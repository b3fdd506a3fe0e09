/**
 * A dealer (docs/domain.md, Organisations): the record the API answers, and the bodies of
 * create, update, quota and setting with their limits. Validation failures name the field (1001).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  Account,
  CountryCode,
  DateTime,
  EmailOrEmpty,
  Id,
  Md5Hex,
  Nullable,
  Phone,
  StatusValue,
  strict,
  Text,
  UpdateBody,
} from '../common';
import { DisabledBy } from './disabled-by';

export const Distributor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  parent_name: Nullable(Type.String()),
  country: Type.String(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  email: Type.String(),
  /** Accounts it holds in total: allocated to it, less what was reclaimed. */
  quota: Type.Integer(),
  remaining_quota: Type.Integer(),
  sms_balance: Type.Integer(),
  status: StatusValue,
  /** While disabled: who disabled it (resources/distributor/disabled-by.ts) and that org's name; null otherwise. */
  disabled_by: Nullable(DisabledBy),
  disabled_by_name: Nullable(Type.String()),
  remark: Type.String(),
  created_at: DateTime,
  created_by: Nullable(Type.Integer()),
  owner_staff_id: Nullable(Type.Integer()),
});
export type Distributor = Static<typeof Distributor>;

/** Editable fields; `owner_staff_id` assigns the dealer to an employee of the caller's org. */
const editable = {
  name: Text(100),
  contact_name: Text(50),
  contact_phone: Phone(1),
  email: EmailOrEmpty,
  remark: Text(500, false),
  owner_staff_id: Nullable(Id),
};

/** The caller's org becomes the parent; the level follows from it. */
export const DistributorCreate = Type.Object(
  {
    name: editable.name,
    country: CountryCode,
    contact_name: editable.contact_name,
    contact_phone: editable.contact_phone,
    email: Type.Optional(editable.email),
    remark: Type.Optional(editable.remark),
    owner_staff_id: Type.Optional(editable.owner_staff_id),
    admin_account: Account,
    admin_password: Md5Hex,
  },
  strict,
);
export type DistributorCreate = Static<typeof DistributorCreate>;

export const DistributorUpdate = UpdateBody(editable);
export type DistributorUpdate = Static<typeof DistributorUpdate>;

export const QUOTA_CHANGE_MAX = 1_000_000;

/** `change` > 0 allocates to the direct child `id`; < 0 reclaims its unused accounts. */
export const QuotaChange = Type.Object(
  {
    id: Id,
    change: Type.Integer({ minimum: -QUOTA_CHANGE_MAX, maximum: QUOTA_CHANGE_MAX, not: { const: 0 } }),
    remark: Type.Optional(Text(200, false)),
  },
  strict,
);

/** One quota movement; `delta` is its effect on the remaining quota of the dealer asked about. */
export const QuotaLogEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  from_org_id: Nullable(Type.Integer()),
  from_org_name: Nullable(Type.String()),
  to_org_id: Nullable(Type.Integer()),
  to_org_name: Nullable(Type.String()),
  store_id: Nullable(Type.Integer()),
  /** The store's name, for a movement a store's licence used. */
  store_name: Nullable(Type.String()),
  change: Type.Integer(),
  delta: Type.Integer(),
  remark: Type.String(),
  staff_id: Nullable(Type.Integer()),
  staff_name: Nullable(Type.String()),
  created_at: DateTime,
});

export const DistributorSetting = Type.Object({
  id: Type.Integer(),
  /** The versions it may sell (ids of `version`). */
  allowed_version_ids: Type.Array(Type.Integer()),
  /** Level-1 dealers only: whether it may create level-2 dealers. */
  can_create_subdealer: Type.Boolean(),
  updated_at: DateTime,
  updated_by: Nullable(Type.Integer()),
});

export const DistributorSettingUpdate = Type.Object(
  {
    id: Id,
    allowed_version_ids: Type.Optional(Type.Array(Id, { maxItems: 500, uniqueItems: true })),
    can_create_subdealer: Type.Optional(Type.Boolean()),
  },
  strict,
);

/**
 * Account rescue: the operator, or a dealer's parent, resets the password of (`new_password`) and/or
 * re-enables (`enable`) one admin account of the dealer `id`, and/or turns its two-factor sign-in off (`reset_two_factor`).
 */
export const AdminRescue = Type.Object(
  {
    id: Id,
    staff_id: Id,
    new_password: Type.Optional(Md5Hex),
    enable: Type.Optional(Type.Literal(true)),
    /** Turns the account's two-factor sign-in off, so that it can sign in with the password alone. */
    reset_two_factor: Type.Optional(Type.Literal(true)),
  },
  { ...strict, minProperties: 3 },
);
export type AdminRescue = Static<typeof AdminRescue>;
