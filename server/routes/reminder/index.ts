/**
 * The bell's calls (docs/api.md, Reminders): `GET /reminder/list` (the caller's items, read or not),
 * `GET /reminder/unread` (their unread count, which the web app polls), `POST /reminder/read` (some
 * items, or all of them, marked read); and the settings (./setting.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ReminderList, ReminderRead, ReminderUnread } from '../../../resources/reminders';
import type { Actor } from '../../auth/actor';
import { actorOf } from '../../auth/plugin';
import type { DbOrTx } from '../../db';
import { Envelope, ok } from '../../http/envelope';
import { previousVisitOf, remindersOf, withReadMarks } from '../../reminders/items';
import { reminderSettingRoutes } from './setting';

/** How long a read mark is kept: longer than an item's life (30 days in a window, 30 days ended). */
const READ_KEPT_DAYS = 70;

async function bellOf(db: DbOrTx, actor: Actor) {
  return withReadMarks(db, actor.staffId, await remindersOf(db, actor, await previousVisitOf(db, actor)));
}

export const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get('/list', { schema: { response: { 200: Envelope(ReminderList) } } }, async (request) => ok(await bellOf(db, actorOf(request))));

  app.get('/unread', { schema: { response: { 200: Envelope(ReminderUnread) } } }, async (request) => {
    const { unread } = await bellOf(db, actorOf(request));
    return ok({ unread });
  });

  app.post('/read', { schema: { body: ReminderRead, response: { 200: Envelope(ReminderUnread) } } }, async (request) => {
    const actor = actorOf(request);
    const unread = await db.transaction(async (tx) => {
      const { items } = await bellOf(tx, actor);
      // only the caller's own current items are marked: a key of anything else is ignored
      const keys = 'all' in request.body ? items.map((i) => i.key) : request.body.keys.filter((k) => items.some((i) => i.key === k));
      if (keys.length > 0)
        await tx.execute(sql`
          insert into reminder_reads (staff_id, item_key)
          values ${sql.join(
            keys.map((key) => sql`(${actor.staffId}, ${key})`),
            sql`, `,
          )}
          on conflict do nothing`);
      // a mark older than any item it can name (30 days ahead, 30 back) is dropped
      await tx.execute(
        sql`delete from reminder_reads where staff_id = ${actor.staffId} and read_at < now() - interval '${sql.raw(String(READ_KEPT_DAYS))} days'`,
      );
      return items.filter((i) => !i.read && !keys.includes(i.key)).length;
    });
    return ok({ unread });
  });

  await app.register(reminderSettingRoutes);
};
