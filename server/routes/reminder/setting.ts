/**
 * A dealer's reminder settings, `GET|POST /reminder/setting` (its admins and managers: the bell's
 * thresholds and the digest's time), and an admin's own digest, `GET|POST /reminder/digest` (dealers'
 * admins: opted in or not, in the language of the request that opted in).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { timeZoneOf } from '../../../resources/countries';
import { DigestSetting, DigestUpdate, ReminderSetting, ReminderSettingUpdate } from '../../../resources/reminders';
import type { Actor } from '../../auth/actor';
import { actorOf } from '../../auth/plugin';
import type { DbOrTx } from '../../db';
import { reminderDigests, reminderSettings } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { noPermission } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { requestLocale } from '../../http/lang';
import { mailConfigured } from '../../reminders/mailer';

/** Dealers only (the operator has no quota to run short of); `roles` of them. */
function assertDealer(actor: Actor, roles: readonly string[]): void {
  if (actor.orgType !== 'dealer' || !roles.includes(actor.role)) throw noPermission();
}

async function readSetting(db: DbOrTx, actor: Actor): Promise<ReminderSetting> {
  const { rows } = await db.execute<Omit<ReminderSetting, 'timezone'>>(sql`
    select coalesce(r.quota_threshold, 0) as quota_threshold, coalesce(r.sms_threshold, 0) as sms_threshold,
           coalesce(r.digest_time, '08:00') as digest_time
      from orgs o left join reminder_settings r on r.org_id = o.id where o.id = ${actor.orgId}`);
  return { ...rows[0], timezone: timeZoneOf(actor.country) };
}

export const reminderSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const available = mailConfigured(app.config);

  app.get('/setting', { schema: { response: { 200: Envelope(ReminderSetting) } } }, async (request) => {
    const actor = actorOf(request);
    assertDealer(actor, ['admin', 'manager']);
    return ok(await readSetting(db, actor));
  });

  app.post('/setting', { schema: { body: ReminderSettingUpdate, response: { 200: Envelope(ReminderSetting) } } }, async (request) => {
    const actor = actorOf(request);
    assertDealer(actor, ['admin', 'manager']);
    const after = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from orgs where id = ${actor.orgId} for update`);
      const before = await readSetting(tx, actor);
      const values = {
        quotaThreshold: request.body.quota_threshold ?? before.quota_threshold,
        smsThreshold: request.body.sms_threshold ?? before.sms_threshold,
        digestTime: request.body.digest_time ?? before.digest_time,
        updatedAt: new Date(),
        updatedBy: actor.staffId,
      };
      await tx
        .insert(reminderSettings)
        .values({ orgId: actor.orgId, ...values })
        .onConflictDoUpdate({ target: reminderSettings.orgId, set: values });
      const after = await readSetting(tx, actor);
      await writeAudit(tx, actor, { action: 'setting', resource: 'distributor', recordId: actor.orgId, before, after });
      return after;
    });
    return ok(after);
  });

  async function readDigest(tx: DbOrTx, actor: Actor): Promise<DigestSetting> {
    const { rows } = await tx.execute<{ enabled: boolean | null; lang: string | null; email: string }>(sql`
      select d.enabled, d.lang, s.email from staff s left join reminder_digests d on d.staff_id = s.id where s.id = ${actor.staffId}`);
    const { digest_time, timezone } = await readSetting(tx, actor);
    const row = rows[0];
    return { enabled: !!row.enabled, lang: row.lang ?? 'en-US', available, email: row.email, digest_time, timezone };
  }

  app.get('/digest', { schema: { response: { 200: Envelope(DigestSetting) } } }, async (request) => {
    const actor = actorOf(request);
    assertDealer(actor, ['admin']);
    return ok(await readDigest(db, actor));
  });

  app.post('/digest', { schema: { body: DigestUpdate, response: { 200: Envelope(DigestSetting) } } }, async (request) => {
    const actor = actorOf(request);
    assertDealer(actor, ['admin']);
    const values = { enabled: request.body.enabled, lang: requestLocale(request), updatedAt: new Date() };
    await db
      .insert(reminderDigests)
      .values({ staffId: actor.staffId, ...values })
      .onConflictDoUpdate({ target: reminderDigests.staffId, set: values });
    return ok(await readDigest(db, actor));
  });
};
