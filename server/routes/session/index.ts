import type { FastifyPluginAsync } from 'fastify';
import { accountInfoRoute } from './account-info';
import { loginRoute } from './login';
import { logoutRoute } from './logout';

/** The session calls of docs/api.md (change_password lives under /staff). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(accountInfoRoute);
};
