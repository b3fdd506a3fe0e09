/**
 * Turning two-factor sign-in on and off for one's own account: `POST /two_factor/setup` (a new secret,
 * awaiting its first code), `POST /two_factor/enable {code}` (on; ten recovery codes, shown once),
 * `POST /two_factor/disable {password, code}`. The secret is never answered again after setup.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Md5Hex, strict } from '../../../resources/common';
import { ErrorCode } from '../../../resources/errors';
import { countPasswordCheck, forgivePasswordCheck, throttleSettings } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { actorOf } from '../../auth/plugin';
import {
  hasSecondFactor,
  newRecoveryCodes,
  newTotpSecret,
  removeSecondFactor,
  sealTotpSecret,
  totpOf,
  useSecondFactor,
} from '../../auth/two-factor';
import { staff, twoFactorRecovery } from '../../db/schema';
import { ApiError, invalidParam } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { SecondFactorCode } from './login-second-factor';

const Setup = Type.Object({ secret: Type.String(), otpauth_uri: Type.String() });

export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const throttle = throttleSettings(app.config);

  app.post(
    '/two_factor/setup',
    { config: { enrolment: true }, schema: { body: Type.Optional(Type.Object({}, strict)), response: { 200: Envelope(Setup) } } },
    async (request) => {
      const actor = actorOf(request);
      if (await hasSecondFactor(db, actor.staffId)) throw invalidParam('two_factor');
      const secret = newTotpSecret();
      const sealed = sealTotpSecret(app.config.DATA_KEY, actor.staffId, secret);
      await db.execute(sql`
        insert into staff_two_factor (staff_id, secret) values (${actor.staffId}, ${sealed})
        on conflict (staff_id) do update set secret = excluded.secret, last_step = 0 where staff_two_factor.enabled_at is null`);
      return ok({ secret, otpauth_uri: totpOf(secret, actor.account).toString() });
    },
  );

  app.post(
    '/two_factor/enable',
    {
      config: { enrolment: true },
      schema: {
        body: Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, strict),
        response: { 200: Envelope(Type.Object({ recovery_codes: Type.Array(Type.String()) })) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!(await useSecondFactor(db, app.config.DATA_KEY, actor, request.body.code, true))) {
        throw new ApiError(ErrorCode.BadSecondFactor);
      }
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx.execute(sql`update staff_two_factor set enabled_at = now() where staff_id = ${actor.staffId}`);
        await tx.delete(twoFactorRecovery).where(eq(twoFactorRecovery.staffId, actor.staffId));
        await tx.insert(twoFactorRecovery).values(hashes.map((codeHash) => ({ staffId: actor.staffId, codeHash })));
      });
      return ok({ recovery_codes: codes });
    },
  );

  app.post(
    '/two_factor/disable',
    {
      schema: {
        body: Type.Object({ password: Md5Hex, code: SecondFactorCode }, strict),
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { password, code } = request.body;
      if (await countPasswordCheck(db, actor.staffId, throttle)) throw new ApiError(ErrorCode.TooManyRequests);
      const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, actor.staffId));
      if (!(await verifyPassword(row?.passwordHash, password))) throw new ApiError(ErrorCode.BadOldPassword);
      await forgivePasswordCheck(db, actor.staffId);
      if (!(await useSecondFactor(db, app.config.DATA_KEY, actor, code.trim()))) throw new ApiError(ErrorCode.BadSecondFactor);
      await db.transaction((tx) => removeSecondFactor(tx, actor.staffId));
      return ok(null);
    },
  );
};
