import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DemoLogins } from '../../../resources/demo-logins';
import { demoPasswordAccounts } from '../../auth/demo-passwords';
import { Envelope, ok } from '../../http/envelope';

/** `GET /demo_logins`: which demo accounts still have their published passwords (the shell's banner). */
export const demoLoginsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/demo_logins', { config: { permission: 'demo_logins:view' }, schema: { response: { 200: Envelope(DemoLogins) } } }, async () =>
    ok({ accounts: await demoPasswordAccounts(app.database.db) }),
  );
};
