import type { LicenceAction } from '../store/api';
import type { BulkSkipped } from './bulk-api';
import type { LeftOutReason } from './bulk-licence';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why the server left a record out, by the refusal's code (a 61001's reason: the dealer short of accounts). */
const whyKey = (code: number) => (code === 61001 || code === 1003 ? `pages.lists.bulk.why_${code}` : 'pages.lists.bulk.why_1001');

/** The records a bulk call left out, by name, each with why. */
export function leftOutText(translate: Translate, skipped: BulkSkipped[]): string {
  const names = skipped.map(
    (record) => `${record.name ?? `#${record.id}`} (${translate(whyKey(record.code), { dealer: record.reason ?? '' })})`,
  );
  return translate('pages.lists.bulk.left_out', { smart_count: skipped.length, names: names.join(', ') });
}

/** Why the bulk licence dialog leaves a store out, before anything is sent. */
export const leftOutWhy = (translate: Translate, action: LicenceAction, reason: LeftOutReason, dealer: string) =>
  reason === 'quota' ? translate('pages.lists.bulk.why_61001', { dealer }) : translate(`pages.lists.licence.why_${action}`);

/** "2 stores", "1 year", "3 accounts" (家门店, 年, 个账号 in Chinese). */
export const countText = (translate: Translate, unit: 'stores' | 'years' | 'accounts', count: number) =>
  translate(`pages.lists.licence.${unit}`, { smart_count: count });
