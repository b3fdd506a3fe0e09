/**
 * A store (docs/domain.md "Brands and stores"): the record the API answers, and the bodies of create,
 * update, activate/renew, bill settings and data clearing. Its country decides its time zone and
 * currency; its status follows from its expiry (lifecycle.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BulkIds, SkipRefused, CountryCode, DateTime, EmailOrEmpty, Id, Nullable, OneOf, Phone, strict, Text, UpdateBody } from '../common';
import { BILL_FORMATS } from './bill-number';
import { TIME_OF_DAY_PATTERN } from './business-hours';
import { LICENCE_YEARS_MAX, RENEWAL_STATUSES, STORE_STATUSES } from './lifecycle';

export const StoreStatusValue = OneOf(STORE_STATUSES);
export const BillFormatValue = OneOf(BILL_FORMATS);
export const TABLES_MAX = 999;

const TimeOfDay = Type.String({ pattern: TIME_OF_DAY_PATTERN });
/** One weekday's hours (0 Sunday to 6 Saturday); a closing time before the opening one is the next day's. */
export const BusinessHoursEntry = Type.Object({ day: Type.Integer({ minimum: 0, maximum: 6 }), open: TimeOfDay, close: TimeOfDay }, strict);
export const BusinessHoursWeek = Type.Array(BusinessHoursEntry, { maxItems: 7 });

export const Store = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  company_name: Type.String(),
  /** The dealer (or the operator) whose accounts its licence uses: its brand's. */
  org_id: Type.Integer(),
  org_name: Type.String(),
  name: Type.String(),
  country: Type.String(),
  /** From the country: IANA time zone and currency code. */
  timezone: Type.String(),
  currency: Type.String(),
  tables: Type.Integer(),
  business_hours: BusinessHoursWeek,
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  email: Type.String(),
  version_id: Nullable(Type.Integer()),
  version_name: Nullable(Type.String()),
  status: StoreStatusValue,
  activated_at: Nullable(DateTime),
  expire_at: Nullable(DateTime),
  bill_enabled: Type.Boolean(),
  bill_format: BillFormatValue,
  bill_format_changed: Type.Boolean(),
  /** The store its settings were copied from at creation. */
  template_store_id: Nullable(Type.Integer()),
  data_cleared_at: Nullable(DateTime),
  created_at: DateTime,
  created_by: Nullable(Type.Integer()),
  owner_staff_id: Nullable(Type.Integer()),
});
export type Store = Static<typeof Store>;

const editable = {
  name: Text(100),
  tables: Type.Integer({ minimum: 0, maximum: TABLES_MAX }),
  business_hours: BusinessHoursWeek,
  address: Text(300, false),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  contact_name: Text(50, false),
  contact_phone: Phone(),
  email: EmailOrEmpty,
  version_id: Nullable(Id),
  owner_staff_id: Nullable(Id),
};

/**
 * Created in its brand's dealer. `country` defaults to the brand's (a dealer's stores are in its
 * country); `lat`/`lng` to the country's map centre; `template_store_id` (a store of the same brand)
 * gives the hours, tables, bill and e-menu settings the body leaves out.
 */
export const StoreCreate = Type.Object(
  {
    company_id: Id,
    name: editable.name,
    country: Type.Optional(CountryCode),
    tables: Type.Optional(editable.tables),
    business_hours: Type.Optional(editable.business_hours),
    address: Type.Optional(editable.address),
    lat: Type.Optional(editable.lat),
    lng: Type.Optional(editable.lng),
    contact_name: Type.Optional(editable.contact_name),
    contact_phone: Type.Optional(editable.contact_phone),
    email: Type.Optional(editable.email),
    version_id: Type.Optional(editable.version_id),
    template_store_id: Type.Optional(Id),
    owner_staff_id: Type.Optional(editable.owner_staff_id),
  },
  strict,
);
export type StoreCreate = Static<typeof StoreCreate>;

export const StoreUpdate = UpdateBody(editable);
export type StoreUpdate = Static<typeof StoreUpdate>;

/** `POST /store/activate` and `/store/renew`: years bought, one account each. */
const LicenceYears = Type.Integer({ minimum: 1, maximum: LICENCE_YEARS_MAX });
export const LicencePurchase = Type.Object({ id: Id, years: LicenceYears }, strict);
/** `POST /store/bulk_activate` and `/store/bulk_renew`: the same years for every store named. */
export const BulkLicencePurchase = Type.Object({ ids: BulkIds, years: LicenceYears, skip_refused: SkipRefused }, strict);

/** `POST /store/bill_setting`: enabling is final; the format may change once after that. */
export const BillSetting = Type.Object(
  { id: Id, bill_enabled: Type.Optional(Type.Boolean()), bill_format: Type.Optional(BillFormatValue) },
  strict,
);

export const BILL_PREVIEW_MAX = 10;
export const BillPreviewQuery = Type.Object({ id: Id, count: Type.Integer({ minimum: 1, maximum: BILL_PREVIEW_MAX, default: 3 }) });
export const BillPreview = Type.Object({
  bill_enabled: Type.Boolean(),
  bill_format: BillFormatValue,
  timezone: Type.String(),
  /** The next numbers the store's POS will issue, in order. */
  numbers: Type.Array(Type.String()),
});

export const ClearData = Type.Object({ id: Id }, strict);

/** One activation or renewal of a store. */
export const StoreRenewal = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  kind: OneOf(['activate', 'renew']),
  years: Type.Integer(),
  status: OneOf(RENEWAL_STATUSES),
  from_expire_at: Nullable(DateTime),
  to_expire_at: Nullable(DateTime),
  staff_id: Nullable(Type.Integer()),
  staff_name: Nullable(Type.String()),
  created_at: DateTime,
});
