/**
 * An audit entry's changes in the words and formats of the record's own page (docs/ui.md, Activity):
 * field labels and choice labels (./change-labels.ts), dates in the store's zone or the user's
 * (src/common/format-date.ts), money in the store's currency (resources/countries.ts), business hours
 * as a week, referenced records by name, secrets as "changed". Pure: the Activity page and the
 * History sections render it (./ChangeList.tsx), tests/unit/web/audit/change-words.test.ts walks it.
 */
import { SECRET_FIELD } from '../../resources/audit';
import { formatMoney } from '../../resources/countries';
import { numberFormat } from '../../resources/number-format';
import { providerOf } from '../../resources/payment/providers';
import type { Locale } from '../../i18n/locales';
import { formatDate } from '../common/format-date';
import { formatTimeOfDay } from '../common/pickers/formats';
import { WEEK_MONDAY_FIRST, weekdayName } from '../common/weekday-name';
import type { Translate } from '../locale';
import { choiceLabel, fieldLabel, paymentField, textOf } from './change-labels';
import { referenceOf } from './references';
import '../locale/late-texts';

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntryLike {
  resource: string;
  action: string;
  changes: Changes;
}

/** A record an entry's value names: its kind, its id and its name (none when the caller may not see it). */
export interface RecordRef {
  resource: string;
  id: number;
  name: string | undefined;
}

/** A value as the trail shows it: words, or the records it names. */
export type ValueView = { text: string } | { refs: RecordRef[] };

export interface ChangeLine {
  field: string;
  label: string;
  /** Undefined when only the new value tells the change (a record created, a secret replaced). */
  before?: ValueView;
  after: ValueView;
}

export interface ChangeContext {
  translate: Translate;
  lang: Locale;
  /** The zone of the record's dates (a store's), the user's when undefined. */
  timeZone?: string;
  /** The record's country, whose money its prices are in; two decimals without a symbol when undefined. */
  country?: string;
  /** The name of a record the caller sees. */
  nameOf: (resource: string, id: number) => string | undefined;
}

/** Actions whose entries record what is, not what changed: a record created, a sign-in limit reached, an import. */
const NEW_VALUES_ONLY = new Set(['create', 'sign_in_slowed', 'sign_in_locked', 'import']);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** `Monday 09:00–22:00, Tuesday closed, …`, Monday first as the store page's editor lists them. */
function weekText(value: readonly { day: number; open: string; close: string }[], ctx: ChangeContext): string {
  return WEEK_MONDAY_FIRST.map((day) => {
    const hours = value.find((entry) => entry.day === day);
    const time = hours
      ? `${formatTimeOfDay(hours.open, ctx.lang)}–${formatTimeOfDay(hours.close, ctx.lang)}`
      : ctx.translate('audit.closed');
    return `${weekdayName(day, ctx.lang)} ${time}`;
  }).join(ctx.translate('audit.separator'));
}

const isHours = (value: unknown): value is { day: number; open: string; close: string }[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'day' in entry && 'open' in entry);

const money = (cents: number, ctx: ChangeContext) => formatMoney(cents, ctx.country ?? '', ctx.lang);

type Side = 'before' | 'after';

/** An amount a payment field holds in cents (Stripe's fixed fee), given the provider's values on that side of the change. */
function isPaymentMoney(field: string, changes: Changes, side: Side): boolean {
  const payment = paymentField(field);
  const declared = payment && providerOf(payment[0])?.fields.find((f) => f.name === payment[1]);
  if (!payment || !declared?.money) return false;
  const config = Object.fromEntries(
    Object.entries(changes)
      .filter(([key]) => key.startsWith(`${payment[0]}.`))
      .map(([key, change]) => [key.slice(payment[0].length + 1), change[side]]),
  );
  return declared.money(config);
}

/** One value of `field` in words; the records it names as references. */
function valueView(entry: AuditEntryLike, field: string, side: Side, ctx: ChangeContext): ValueView {
  const value = entry.changes[field]?.[side];
  const { translate } = ctx;
  if (isEmpty(value)) return { text: translate('pages.audit.empty_value') };
  const ref = referenceOf(field);
  if (ref && (typeof value === 'number' || Array.isArray(value))) {
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
    return { refs: ids.map((id) => ({ resource: ref, id, name: ctx.nameOf(ref, id) })) };
  }
  return { text: textOfValue(entry, field, value, ctx, side) };
}

function textOfValue(entry: AuditEntryLike, field: string, value: unknown, ctx: ChangeContext, side: Side): string {
  const { translate } = ctx;
  if (typeof value === 'boolean') return translate(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string' || typeof value === 'number') {
    const choice = choiceLabel(translate, entry.resource, field, value);
    if (choice !== undefined) return choice;
  }
  if (typeof value === 'number') {
    if (isPaymentMoney(field, entry.changes, side)) return money(value, ctx);
    return numberFormat(ctx.lang).format(value);
  }
  if (typeof value === 'string') {
    if (field === 'country') return textOf(translate, `pages.common.country.${value}`) ?? value;
    if (ISO_INSTANT.test(value)) return formatDate(value, ctx.lang, { kind: 'datetime', timeZone: ctx.timeZone });
    return value;
  }
  if (isHours(value)) return weekText(value, ctx);
  if (Array.isArray(value)) return value.map((item) => itemText(entry, field, item, ctx, side)).join(translate('audit.separator'));
  return itemText(entry, field, value, ctx, side);
}

/** One element of a list: a coded value, text, or a record of values (an e-menu item: its name and price). */
function itemText(entry: AuditEntryLike, field: string, item: unknown, ctx: ChangeContext, side: Side): string {
  if (typeof item !== 'object' || item === null) return textOfValue(entry, field, item, ctx, side);
  return Object.entries(item)
    .map(([key, value]) => (key === 'price' && typeof value === 'number' ? money(value, ctx) : textOfValue(entry, key, value, ctx, side)))
    .join(' ');
}

/** Fields shown through another: the name recorded beside an id (`company_name` beside `company_id`). */
function nameBeside(field: string, changes: Changes): string | undefined {
  const name = field === 'created_by' || field === 'updated_by' ? undefined : field.replace(/_id$/, '_name');
  return name !== field && name !== undefined && name in changes ? name : undefined;
}

/**
 * Each changed field of an entry as a line of words, in the order recorded. An id recorded with its
 * name shows the name (linked); a secret shows as changed, never its value; a created record shows
 * its values alone.
 */
export function changeLines(entry: AuditEntryLike, ctx: ChangeContext): ChangeLine[] {
  const { changes } = entry;
  const shownBy = new Set(Object.keys(changes).flatMap((field) => nameBeside(field, changes) ?? []));
  const lines: ChangeLine[] = [];
  for (const [field, { before }] of Object.entries(changes)) {
    if (shownBy.has(field)) continue;
    const named = nameBeside(field, changes);
    // an id shown by its name is labelled as the name is (a dealer's "Upstream dealer", not its "ID")
    const label = fieldLabel(ctx.translate, entry.resource, entry.action, named ?? field);
    if (SECRET_FIELD.test(field) || field === 'order_pin_renewed') {
      lines.push({ field, label, after: { text: ctx.translate('audit.changed') } });
      continue;
    }
    if (field.endsWith('.replaced_credentials')) {
      lines.push({ field, label, after: valueView(entry, field, 'after', ctx) });
      continue;
    }
    const view = (side: Side): ValueView => {
      const id = changes[field][side];
      const name = named && changes[named][side];
      return typeof id === 'number' && typeof name === 'string'
        ? { refs: [{ resource: referenceOf(field) ?? '', id, name }] }
        : valueView(entry, field, side, ctx);
    };
    const created = NEW_VALUES_ONLY.has(entry.action) && isEmpty(before);
    lines.push({
      field,
      label,
      before: created ? undefined : view('before'),
      after: view('after'),
    });
  }
  return lines;
}
