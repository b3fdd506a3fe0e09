import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Id, Md5Hex, strict } from '../../../resources/common';
import { ErrorCode } from '../../../resources/errors';
import { actorOf } from '../../auth/plugin';
import { countPasswordCheck, forgivePasswordCheck, throttleSettings } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeTokensOfStaff } from '../../auth/revoke';
import { staff } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../errors';
import { Envelope, ok } from '../../http/envelope';

const Body = Type.Object({ id: Id, old_password: Md5Hex, new_password: Md5Hex }, strict);

/**
 * A user changes their own password; every token of the account is revoked. Wrong old passwords
 * count like failed logins (server/auth/login-throttle.ts): past LOGIN_MAX_FAILURES the call is
 * refused (1029) and every token of the account is revoked, so a stolen token cannot be used to
 * guess the password.
 */
export const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = throttleSettings(app.config);
  app.post('/change_password', { schema: { body: Body, response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const actor = actorOf(request);
    const { id, old_password, new_password } = request.body;
    if (id !== actor.staffId) throw new ApiError(ErrorCode.NoPermission);
    const { db } = app.database;
    if (await countPasswordCheck(db, id, throttle)) {
      await db.transaction((tx) => revokeTokensOfStaff(tx, id));
      throw new ApiError(ErrorCode.TooManyRequests);
    }
    const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, id));
    if (!(await verifyPassword(row?.passwordHash, old_password))) throw new ApiError(ErrorCode.BadOldPassword);
    await forgivePasswordCheck(db, id);
    const passwordHash = await hashPassword(new_password);
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash }).where(eq(staff.id, id));
      await revokeTokensOfStaff(tx, id);
      await writeAudit(tx, actor, { action: 'change_password', resource: 'staff', recordId: id });
    });
    return ok(null);
  });
};
