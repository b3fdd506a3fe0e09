import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Md5Hex, strict } from '../../../resources/common';
import { ErrorCode } from '../../../resources/errors';
import { chainIsValid } from '../../auth/actor';
import { countLoginAttempt, forgiveLoginAttempt } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { newToken, tokenHash } from '../../auth/tokens';
import { staff, tokens } from '../../db/schema';
import { ApiError } from '../../errors';
import { Envelope, ok } from '../../http/envelope';

const LoginBody = Type.Object({ account: Type.String({ minLength: 1, maxLength: 50 }), password: Md5Hex }, strict);

export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const throttle = { maxFailures: app.config.LOGIN_MAX_FAILURES, lockSeconds: app.config.LOGIN_LOCK_SECONDS };

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
      if (verdict.locked) throw new ApiError(ErrorCode.TooManyRequests);
      const result = await db.execute<{ id: number; password_hash: string; usable: boolean }>(sql`
        select s.id, s.password_hash, (s.status = 'valid' and ${chainIsValid(sql`o.path`)}) as usable
          from staff s join orgs o on o.id = s.org_id
         where lower(s.account) = lower(${account})`);
      const found = result.rows[0];
      if (!(await verifyPassword(found?.password_hash, password))) throw new ApiError(ErrorCode.BadCredentials);
      await forgiveLoginAttempt(db, account, request.ip, throttle);
      if (!found!.usable) throw new ApiError(ErrorCode.AccountInvalid);
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx.insert(tokens).values({
          tokenHash: tokenHash(token),
          staffId: found!.id,
          expiresAt: new Date(Date.now() + app.config.TOKEN_TTL * 1000),
        });
        await tx.update(staff).set({ lastLoginAt: new Date() }).where(eq(staff.id, found!.id));
      });
      return ok({ token, staff_id: found!.id });
    },
  );
};
