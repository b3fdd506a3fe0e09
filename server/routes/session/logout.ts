import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { actorOf } from '../../auth/plugin';
import { tokens } from '../../db/schema';
import { Envelope, ok } from '../../http/envelope';
import { strict } from '../../../resources/common';

export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      config: { enrolment: true },
      schema: {
        body: Type.Object({ account: Type.String({ maxLength: 50 }) }, strict),
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await app.database.db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.id, actor.tokenId));
      return ok(null);
    },
  );
};
