/**
 * The caller's own sessions: `GET /session/list` (each open token of the account; `current` marks the
 * caller's) and `POST /session/revoke {id}` or `{others: true}`.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Id, strict } from '../../../resources/common';
import { deviceOf } from '../../auth/device';
import { actorOf } from '../../auth/plugin';
import { notFound } from '../../errors';
import { Envelope, ok } from '../../http/envelope';

const Session = Type.Object({
  id: Type.Integer(),
  device: Type.String(),
  user_agent: Type.String(),
  address: Type.String(),
  signed_in_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});
const Revoke = Type.Union([Type.Object({ id: Id }, strict), Type.Object({ others: Type.Literal(true) }, strict)]);

/** Open tokens: unrevoked and unexpired (an idle one past SESSION_IDLE is left out too). */
const open = (idleSeconds: number) =>
  sql`revoked_at is null and expires_at > now() and (${idleSeconds} = 0 or last_used_at > now() - make_interval(secs => ${idleSeconds}))`;

export const sessionListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const idle = app.config.SESSION_IDLE;

  app.get('/session/list', { schema: { response: { 200: Envelope(Type.Array(Session)) } } }, async (request) => {
    const actor = actorOf(request);
    const { rows } = await db.execute<{ id: number; user_agent: string; address: string; created_at: Date; last_used_at: Date }>(sql`
      select id, user_agent, address, created_at, last_used_at from tokens
       where staff_id = ${actor.staffId} and ${open(idle)}
       order by last_used_at desc, id desc limit 200`);
    return ok(
      rows.map((r) => ({
        id: r.id,
        device: deviceOf(r.user_agent),
        user_agent: r.user_agent,
        address: r.address,
        signed_in_at: new Date(r.created_at).toISOString(),
        last_used_at: new Date(r.last_used_at).toISOString(),
        current: r.id === actor.tokenId,
      })),
    );
  });

  app.post('/session/revoke', { schema: { body: Revoke, response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const actor = actorOf(request);
    const which = 'id' in request.body ? sql`id = ${request.body.id}` : sql`id <> ${actor.tokenId}`;
    const { rows } = await db.execute(sql`
      update tokens set revoked_at = now() where staff_id = ${actor.staffId} and revoked_at is null and ${which} returning id`);
    if ('id' in request.body && rows.length === 0) throw notFound();
    return ok(null);
  });
};
