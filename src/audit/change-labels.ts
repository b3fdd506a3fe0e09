/**
 * The words of an audit entry's action and fields (src/audit/change-format.ts): the labels the
 * record's own page uses (the resource's field labels, the e-menu's and the payment form's), and the
 * label of each coded value (the declaration's choices, the app's statuses and roles).
 */
import { PAYMENT_PROVIDERS } from '../../resources/payment/providers';
import type { Translate } from '../locale';
// the action labels and change words are late texts: they join the catalogs with this module
import '../locale/late-texts';

/** A translated text, or undefined when the catalogs have no such key. */
export const textOf = (translate: Translate, key: string, params?: Record<string, unknown>) => {
  const text = translate(key, params);
  return text === key ? undefined : text;
};

const providerKeys: readonly string[] = PAYMENT_PROVIDERS.map((provider) => provider.key);

/** `stripe.fee_type` as its provider and its field: `['stripe', 'fee_type']`; undefined for a record's field. */
export function paymentField(field: string): [string, string] | undefined {
  const dot = field.indexOf('.');
  if (dot < 0 || !providerKeys.includes(field.slice(0, dot))) return undefined;
  return [field.slice(0, dot), field.slice(dot + 1)];
}

/** The keys that may label `field` of an entry of `action` on `resource`, the most particular first. */
function labelKeys(resource: string, action: string, field: string): string[] {
  const own = [`resources.${resource}.fields.${field}`, `audit.field.${field}`];
  return action === 'emenu' ? [`emenu.field.${field}`, ...own] : own;
}

/** A field's label as the record's page shows it; the field as a sentence when no page labels it. */
export function fieldLabel(translate: Translate, resource: string, action: string, field: string): string {
  const payment = paymentField(field);
  if (payment) {
    const [provider, name] = payment;
    const label = textOf(translate, `audit.field.${name}`) ?? textOf(translate, `payment.field.${name}`) ?? name;
    return `${translate(`payment.provider.${provider}`)} · ${label}`;
  }
  for (const key of labelKeys(resource, action, field)) {
    const text = textOf(translate, key);
    if (text !== undefined) return text;
  }
  return field;
}

/** The prefixes of the labels of a field's coded values: the resource's own choices first, then the app's. */
function choicePrefixes(resource: string, field: string): string[] {
  const payment = paymentField(field);
  if (payment) return [`payment.choice.${payment[1]}`, `payment.field`];
  return [`resources.${resource}.choices.${field}`, `audit.choice.${field}`, `pages.${resource}.${field}`, `app.${field}`];
}

/** The label of a coded value (`wait_activate`, `percent`, `1` of a dealer's level); undefined when it has none. */
export function choiceLabel(translate: Translate, resource: string, field: string, value: string | number): string | undefined {
  for (const prefix of choicePrefixes(resource, field)) {
    const text = textOf(translate, `${prefix}.${value}`);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The words of an entry's action: which of its kind it was where the action is two-sided (a status
 * change says Enabled or Disabled), the action's label otherwise.
 */
export function actionLabel(translate: Translate, entry: { action: string; changes?: Record<string, { after: unknown }> }): string {
  const status = entry.changes?.status?.after;
  if (entry.action === 'status' && typeof status === 'string') {
    const text = textOf(translate, `audit.status.${status}`);
    if (text !== undefined) return text;
  }
  return translate(`resources.audit.choices.action.${entry.action}`);
}
