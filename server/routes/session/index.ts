import type { FastifyPluginAsync } from 'fastify';
import { accountInfoRoute } from './account-info';
import { demoLoginsRoute } from './demo-logins';
import { loginRoute } from './login';
import { loginSecondFactorRoute } from './login-second-factor';
import { logoutRoute } from './logout';
import { sessionListRoutes } from './sessions';
import { twoFactorRoutes } from './two-factor';

/** The session calls of docs/api.md (change_password lives under /staff), and the demo logins' warning. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoute);
  await app.register(loginSecondFactorRoute);
  await app.register(twoFactorRoutes);
  await app.register(sessionListRoutes);
  await app.register(logoutRoute);
  await app.register(accountInfoRoute);
  await app.register(demoLoginsRoute);
};
