/** Opening a session (a token) for a signed-in account, with what the profile's session list shows of it. */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';
import { staff, tokens } from '../db/schema';
import { newToken, tokenHash } from './tokens';

export async function openSession(db: Db, config: Config, staffId: number, request: FastifyRequest): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(tokens).values({
      tokenHash: tokenHash(token),
      staffId,
      expiresAt: new Date(Date.now() + config.TOKEN_TTL * 1000),
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      address: request.ip.slice(0, 64),
    });
    await tx.update(staff).set({ lastLoginAt: new Date() }).where(eq(staff.id, staffId));
  });
  return token;
}
