import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Md5Hex, strict } from '../../../resources/common';
import { ErrorCode } from '../../../resources/errors';
import { chainIsValid } from '../../auth/actor';
import { hasPublishedPassword } from '../../auth/demo-passwords';
import { accountLimitCrossed, countLoginAttempt, forgiveLoginAttempt, throttleSettings } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { newChallenge } from '../../auth/login-challenge';
import { openSession } from '../../auth/sessions';
import { hasSecondFactor } from '../../auth/two-factor';
import { ApiError } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { writeAudit } from '../../domain/audit';
import { loginFailures, loginLimits, loginRefusedLocked } from '../../metrics/login';
import { isLoopbackClient } from '../../http/loopback';

const LoginBody = Type.Object({ account: Type.String({ minLength: 1, maxLength: 50 }), password: Md5Hex }, strict);

export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const throttle = throttleSettings(app.config);

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { body: LoginBody, response: { 200: Envelope(Type.Object({ token: Type.String(), staff_id: Type.Integer() })) } },
    },
    async (request) => {
      const { account, password } = request.body;
      const verdict = await countLoginAttempt(db, account, request.ip, throttle);
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const result = await db.execute<{ id: number; org_id: number; password_hash: string; usable: boolean }>(sql`
        select s.id, s.org_id, s.password_hash, (s.status = 'valid' and ${chainIsValid(sql`o.path`)}) as usable
          from staff s join orgs o on o.id = s.org_id
         where lower(s.account) = lower(${account})`);
      const found = result.rows[0];
      const passes = !verdict.locked && (await verifyPassword(found?.password_hash, password));
      if (!passes) {
        (verdict.locked ? loginRefusedLocked : loginFailures).inc();
        const crossed = accountLimitCrossed(verdict.accountFailures, throttle);
        // the account's own admins and the operator's read it in the Activity page and its History
        if (crossed && found) {
          loginLimits.inc({ state: crossed });
          await writeAudit(db, { staffId: found.id, orgId: found.org_id }, { action: crossed, resource: 'staff', recordId: found.id });
        }
        throw new ApiError(verdict.locked ? ErrorCode.TooManyRequests : ErrorCode.BadCredentials);
      }
      await forgiveLoginAttempt(db, account, request.ip, throttle);
      if (!found!.usable) throw new ApiError(ErrorCode.AccountInvalid);
      // a published password opens its account on this machine only (README, "Running it for real")
      if (!isLoopbackClient(request) && (await hasPublishedPassword(account, found!.password_hash))) {
        throw new ApiError(ErrorCode.DemoPasswordRemote);
      }
      // two-factor sign-in: the token comes from POST /login/second_factor (login-second-factor.ts)
      if (await hasSecondFactor(db, found!.id)) {
        throw new ApiError(ErrorCode.SecondFactorRequired, undefined, undefined, { challenge: await newChallenge(db, found!.id) });
      }
      const token = await openSession(db, app.config, found!.id, request);
      return ok({ token, staff_id: found!.id });
    },
  );
};
