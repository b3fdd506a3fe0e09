/**
 * A brand (docs/domain.md "Brands and stores"): the record the API answers, and the bodies of create and
 * update with their limits. A brand belongs to one dealer (or the operator) and has its own POS
 * admin login, unique across brands (2102); its name is unique within its dealer (2104).
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

export const Company = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The dealer (or the operator) it belongs to. */
  org_id: Type.Integer(),
  org_name: Type.String(),
  country: Type.String(),
  logo_url: Type.String(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  email: Type.String(),
  /** Its number of stores. */
  branch_count: Type.Integer(),
  admin_account: Type.String(),
  sms_balance: Type.Integer(),
  status: StatusValue,
  created_at: DateTime,
  created_by: Nullable(Type.Integer()),
  owner_staff_id: Nullable(Type.Integer()),
});
export type Company = Static<typeof Company>;

/** An uploaded image (`/file/upload` answers `/files/<sha256>.<ext>`), an https address, or none. */
export const LogoUrl = Type.String({ maxLength: 500, pattern: '^$|^/files/[0-9a-f]{64}\\.(png|jpeg|webp)$|^https://[^\\s]+$' });

const editable = {
  name: Text(100),
  logo_url: LogoUrl,
  contact_name: Text(50),
  contact_phone: Phone(1),
  email: EmailOrEmpty,
  owner_staff_id: Nullable(Id),
};

/**
 * `org_id`: the caller's org (the default) or a dealer below it that it sees. `country`: a dealer's
 * brand is in the dealer's country (the default); the operator's own brands take the one it chooses.
 */
export const CompanyCreate = Type.Object(
  {
    org_id: Type.Optional(Id),
    name: editable.name,
    country: Type.Optional(CountryCode),
    logo_url: Type.Optional(editable.logo_url),
    contact_name: editable.contact_name,
    contact_phone: editable.contact_phone,
    email: Type.Optional(editable.email),
    owner_staff_id: Type.Optional(editable.owner_staff_id),
    admin_account: Account,
    admin_password: Md5Hex,
  },
  strict,
);
export type CompanyCreate = Static<typeof CompanyCreate>;

export const CompanyUpdate = UpdateBody(editable);
export type CompanyUpdate = Static<typeof CompanyUpdate>;
