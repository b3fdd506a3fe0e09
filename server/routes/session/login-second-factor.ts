/**
 * `POST /login/second_factor`: the second step of signing in to an account with two-factor sign-in.
 * The challenge of POST /login (2012) and a code (TOTP or recovery) give the token; a wrong code
 * counts in the login throttle like a wrong password (server/auth/login-throttle.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { strict } from '../../../resources/common';
import { ErrorCode } from '../../../resources/errors';
import { findChallenge, useChallenge } from '../../auth/login-challenge';
import { countLoginAttempt, forgiveLoginAttempt, throttleSettings } from '../../auth/login-throttle';
import { openSession } from '../../auth/sessions';
import { useSecondFactor } from '../../auth/two-factor';
import { ApiError } from '../../errors';
import { Envelope, ok } from '../../http/envelope';

export const SecondFactorCode = Type.String({ minLength: 6, maxLength: 20, pattern: '^[0-9a-zA-Z -]+$' });
const Body = Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 100 }), code: SecondFactorCode }, strict);

export const loginSecondFactorRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const throttle = throttleSettings(app.config);
  app.post(
    '/login/second_factor',
    {
      config: { public: true },
      schema: { body: Body, response: { 200: Envelope(Type.Object({ token: Type.String(), staff_id: Type.Integer() })) } },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const who = await findChallenge(db, challenge);
      if (!who) throw new ApiError(ErrorCode.BadSecondFactor);
      const verdict = await countLoginAttempt(db, who.account, request.ip, throttle);
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      if (verdict.locked) throw new ApiError(ErrorCode.TooManyRequests);
      const passes = (await useSecondFactor(db, app.config.DATA_KEY, who, code.trim())) && (await useChallenge(db, challenge));
      if (!passes) throw new ApiError(ErrorCode.BadSecondFactor);
      await forgiveLoginAttempt(db, who.account, request.ip, throttle);
      const token = await openSession(db, app.config, who.staffId, request);
      return ok({ token, staff_id: who.staffId });
    },
  );
};
