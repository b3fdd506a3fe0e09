/**
 * REQUIRE_2FA (server/config.ts): an account in the required set that has not turned on two-factor
 * sign-in may call only the routes marked `{ enrolment: true }` (setup, enable, account_info, logout);
 * every other call answers 1003. Checked on every request from the actor (server/auth/actor.ts), so
 * no token of such an account can skip enrolment.
 */
import type { Actor } from './actor';
import type { Config } from '../config';

export function mustEnrol(config: Pick<Config, 'REQUIRE_2FA'>, actor: Actor): boolean {
  if (actor.twoFactorOn) return false;
  switch (config.REQUIRE_2FA) {
    case 'all':
      return true;
    case 'admins':
      return actor.role === 'admin';
    case 'operator_admins':
      return actor.role === 'admin' && actor.orgType === 'op';
    default:
      return false;
  }
}
