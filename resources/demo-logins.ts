/**
 * `GET /demo_logins` (operator admins): the demo accounts that anyone can still sign in to with the
 * password the README prints. Shared by the server (its response schema) and the shell's banner.
 */
import { Type, type Static } from '@sinclair/typebox';

export const DemoLogins = Type.Object({
  /** Their accounts, in the order they were made; empty once every one is changed or disabled. */
  accounts: Type.Array(Type.String()),
});
export type DemoLogins = Static<typeof DemoLogins>;
