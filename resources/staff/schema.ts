/**
 * An employee account (docs/domain.md): the record the API answers and the bodies of create, update and
 * reset_password. Passwords travel as MD5 hex only. The account is unique across the system.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Account, DateTime, EmailOrEmpty, Id, Md5Hex, Nullable, Phone, StatusValue, strict, Text, UpdateBody } from '../common';
import { ROLES } from '../roles';

export const RoleValue = Type.Union(ROLES.map((r) => Type.Literal(r)));

export const StaffMember = Type.Object({
  id: Type.Integer(),
  org_id: Type.Integer(),
  org_name: Type.String(),
  account: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  role: RoleValue,
  status: StatusValue,
  created_at: DateTime,
  last_login_at: Nullable(DateTime),
});
export type StaffMember = Static<typeof StaffMember>;

const editable = { name: Text(50), phone: Phone(), email: EmailOrEmpty, role: RoleValue };

/** Created in the caller's own org. */
export const StaffCreate = Type.Object(
  {
    account: Account,
    name: editable.name,
    phone: Type.Optional(editable.phone),
    email: Type.Optional(editable.email),
    role: editable.role,
    password: Md5Hex,
  },
  strict,
);
export type StaffCreate = Static<typeof StaffCreate>;

export const StaffUpdate = UpdateBody(editable);
export type StaffUpdate = Static<typeof StaffUpdate>;

export const ResetPassword = Type.Object(
  { id: Id, new_password: Md5Hex, /** also turns two-factor sign-in off */ reset_two_factor: Type.Optional(Type.Literal(true)) },
  strict,
);
