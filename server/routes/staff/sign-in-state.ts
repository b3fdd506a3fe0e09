/**
 * `GET /staff/sign_in_state?id=`: whether an employee's sign-in is slowed or locked by failed
 * passwords from every address (server/auth/login-throttle.ts), for the line on its page. Seen by
 * whoever sees the employee; `data` is null while nothing holds it back.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id, Nullable } from '../../../resources/common';
import { accountSignInState, throttleSettings } from '../../auth/login-throttle';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { Envelope, ok } from '../../http/envelope';
import { staffRepo } from './repository';

const SignInState = Nullable(
  Type.Object({
    state: Type.Union([Type.Literal('slowed'), Type.Literal('locked')]),
    failures: Type.Integer(),
    until: Type.String({ format: 'date-time' }),
  }),
);

export const signInStateRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  app.get(
    '/sign_in_state',
    {
      config: { permission: staffRepo.permission('list') },
      schema: { querystring: Type.Object({ id: Id }), response: { 200: Envelope(SignInState) } },
    },
    async (request) => {
      const member = await readOne<{ account: string }>(db, staffRepo.source, staffRepo.visible(actorOf(request)), request.query.id);
      const state = await accountSignInState(db, member.account, throttleSettings(app.config));
      return ok(state && { ...state, until: new Date(state.until).toISOString() });
    },
  );
};
