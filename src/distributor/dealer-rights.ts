import { mayEnable, type DisabledBy } from '../../resources/distributor/disabled-by';
import type { UserInfo } from '../auth/types';

export interface DealerRights {
  edit: boolean;
  /** Disable it, or enable it again when the disable was made at the user's level or below (resources/distributor/disabled-by.ts). */
  status: boolean;
  quota: boolean;
  setting: boolean;
  /** Top up its SMS balance. */
  sms: boolean;
  /** Reset the password of, or re-enable, its admin accounts (server/domain/account-rescue.ts). */
  rescue: boolean;
}

/**
 * What the user may do to one dealer of the list, as the server decides it: the `perm_codes`, and
 * the record's place below the user's org (a dealer is managed from above: its own org is never
 * edited nor disabled by itself; quota moves and settings belong to the direct parent, or to the
 * operator for settings; SMS top-ups and account rescue to the direct parent or the operator,
 * server/domain/sms.ts and server/domain/account-rescue.ts).
 */
export function dealerRights(
  user: UserInfo | null,
  dealer: { id: unknown; parent_id?: unknown; status?: unknown; disabled_by?: DisabledBy | null },
): DealerRights {
  if (!user) return { edit: false, status: false, quota: false, setting: false, sms: false, rescue: false };
  const has = (code: string) => user.perm_codes.includes(code);
  const below = dealer.id !== user.org_id;
  const child = dealer.parent_id === user.org_id;
  const toggles = dealer.status !== 'invalid' || mayEnable(user.org_level, dealer.disabled_by);
  return {
    edit: below && has('distributor:update'),
    status: below && has('distributor:status') && toggles,
    quota: child && has('distributor:quota'),
    setting: below && has('distributor:setting') && (user.org_type === 'op' || child),
    sms: below && has('sms:recharge') && (user.org_type === 'op' || child),
    rescue: below && has('distributor:rescue') && (user.org_type === 'op' || child),
  };
}

/** Where a dealer's Enable/Disable confirmation texts are: a level-2 dealer has no dealers below it to speak of. */
export const dealerStatusTexts = (dealer: { id: unknown; level?: unknown }): string =>
  dealer.level === 2 ? 'pages.distributor.level_2' : 'pages.distributor';
