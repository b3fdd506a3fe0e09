/**
 * What the audit trail records (server/domain/audit.ts): the name of every action it writes, and the
 * snapshot each action's `changes` are taken from when it is not the record itself (a store's
 * payments and e-menu, a dealer's settings, a sign-in limit). The Activity page words them
 * (src/audit/change-format.ts); tests/unit/web/audit/change-words.test.ts walks them all.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import { DateTime } from '../common';
import { DistributorSetting } from '../distributor/schema';
import { EmenuSettings } from '../emenu';
import { PAYMENT_PROVIDERS } from '../payment/providers';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'quota',
  'setting',
  'rescue',
  'sms_recharge',
  'sms_topup',
  'change_password',
  'reset_password',
  'clear_data',
  'emenu',
  'bill_setting',
  'activate',
  'renew',
  'payment',
  'deny',
  'sign_in_slowed',
  'sign_in_locked',
  'two_factor_reset',
  'import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An import (server/import/): its file and counts; each record it created has its own `create` entry. */
const IMPORT_SNAPSHOT: TProperties = {
  file: Type.String(),
  rows: Type.Integer(),
  created: Type.Integer(),
  left_out: Type.Integer(),
  accounts: Type.Integer(),
};

/** A store's payments (server/domain/payments.ts): `<provider>.<field>` for each of its fields but secrets. */
function paymentSnapshot(): TProperties {
  const fields: TProperties = {};
  for (const provider of PAYMENT_PROVIDERS) {
    fields[`${provider.key}.enabled`] = Type.Boolean();
    fields[`${provider.key}.connected_at`] = DateTime;
    // the names of the credentials a save replaced (their values are never recorded)
    fields[`${provider.key}.replaced_credentials`] = Type.Array(Type.Union(provider.fields.map((f) => Type.Literal(f.name))));
    for (const field of provider.fields) if (!field.secret) fields[`${provider.key}.${field.name}`] = field.schema;
  }
  return fields;
}

/** A store's e-menu settings (server/routes/store/emenu-settings.ts), and whether its PIN was renewed. */
function emenuSnapshot(): TProperties {
  const { enabled, qr_domain, order_pin_required, welcome_text, option_texts, items } = EmenuSettings.properties;
  return { enabled, qr_domain, order_pin_required, welcome_text, option_texts, items, order_pin_renewed: Type.Boolean() };
}

/**
 * The fields an entry of `action` may record when they are not the record's own (`undefined`: the
 * fields of the record as its resource declares it, `item`).
 */
export function snapshotOf(resource: string, action: string): TProperties | undefined {
  if (action === 'payment') return paymentSnapshot();
  if (action === 'emenu') return emenuSnapshot();
  if (action === 'setting' && resource === 'distributor') return DistributorSetting.properties;
  if (action === 'sign_in_slowed' || action === 'sign_in_locked') return { failures: Type.Integer({ minimum: 1 }) };
  if (action === 'import') return IMPORT_SNAPSHOT;
  return undefined;
}
