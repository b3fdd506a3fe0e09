import type { UserInfo } from '../auth/types';

export interface DealerRights {
  edit: boolean;
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
export function dealerRights(user: UserInfo | null, dealer: { id: unknown; parent_id?: unknown }): DealerRights {
  if (!user) return { edit: false, status: false, quota: false, setting: false, sms: false, rescue: false };
  const has = (code: string) => user.perm_codes.includes(code);
  const below = dealer.id !== user.org_id;
  const child = dealer.parent_id === user.org_id;
  return {
    edit: below && has('distributor:update'),
    status: below && has('distributor:status'),
    quota: child && has('distributor:quota'),
    setting: below && has('distributor:setting') && (user.org_type === 'op' || child),
    sms: below && has('sms:recharge') && (user.org_type === 'op' || child),
    rescue: below && has('distributor:rescue') && (user.org_type === 'op' || child),
  };
}
