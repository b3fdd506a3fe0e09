import type { FastifyPluginAsync } from 'fastify';
import { changePasswordRoute } from './change-password';

/** Routes under /staff. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(changePasswordRoute);
};
