/**
 * The daily digest emails, sent by the API server itself: every DIGEST_CHECK_EVERY seconds each
 * process looks for the dealers' admins who opted in and whose dealer's digest time has passed today
 * (on its country's clock), and sends those whose email of the day no process has claimed yet. The
 * claim is a row per recipient, kind and day (unique key `reminder_emails_uq`): one email however many
 * processes look. A failed send is logged and retried with backoff (1, 2, 4, ... check intervals);
 * a claim whose process died is taken over once its lease ends.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { toLocale } from '../../i18n';
import { timeZoneOf } from '../../resources/countries';
import type { Actor } from '../auth/actor';
import { chainIsValid } from '../auth/actor';
import type { Config } from '../config';
import type { Database } from '../db';
import { digestText } from './digest-text';
import { remindersOf } from './items';
import { mailerOf } from './mailer';

const KIND = 'digest';
/** Tries of one email before it is given up (logged as such). */
const MAX_ATTEMPTS = 6;
/** How long a claim holds before another process may take the email over (longer than any send). */
const LEASE = '10 minutes';

type Recipient = {
  staff_id: number;
  account: string;
  name: string;
  email: string;
  lang: string;
  org_id: number;
  org_name: string;
  org_level: number;
  org_path: string;
  country: string;
  remaining_quota: number;
  digest_time: string;
};
type Claim = {
  id: number;
  staff_id: number;
  day: string;
  attempts: number;
};

/** Day (`YYYY-MM-DD`) and time (`HH:MM`) now on a time zone's clock. */
function clockIn(timeZone: string, at = new Date()): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The recipient as the reminders see it: a dealer's admin (no session of its own). */
const viewerOf = (r: Recipient): Actor => ({
  tokenId: 0,
  staffId: r.staff_id,
  account: r.account,
  name: r.name,
  role: 'admin',
  orgId: r.org_id,
  orgName: r.org_name,
  orgType: 'dealer',
  orgLevel: Number(r.org_level),
  orgPath: r.org_path,
  country: r.country,
  remainingQuota: r.remaining_quota,
  canCreateSubDealer: false,
  twoFactorOn: false,
  lastUsedMs: 0,
});

export function startDigestSchedule(config: Config, database: Database, log: FastifyBaseLogger): { stop(): Promise<void> } {
  const mailer = mailerOf(config);
  if (!mailer) return { stop: async () => undefined };
  const { db } = database;
  const everyMs = config.DIGEST_CHECK_EVERY * 1000;

  /** Opted-in admins of valid dealers, with an email address, who may sign in. */
  const recipients = async (where = sql`true`) =>
    (
      await db.execute<Recipient>(sql`
        select s.id as staff_id, s.account, s.name, s.email, d.lang, o.id as org_id, o.name as org_name, o.level as org_level,
               o.path as org_path, o.country, o.remaining_quota, coalesce(r.digest_time, '08:00') as digest_time
          from reminder_digests d join staff s on s.id = d.staff_id join orgs o on o.id = s.org_id
          left join reminder_settings r on r.org_id = o.id
         where d.enabled and s.status = 'valid' and s.role = 'admin' and s.email <> '' and o.type = 'dealer'
           and ${chainIsValid(sql`o.path`)} and ${where}`)
    ).rows;

  async function send(recipient: Recipient, claim: Claim): Promise<void> {
    try {
      // expired since the previous digest: the day before
      const items = await remindersOf(db, viewerOf(recipient), new Date(Date.now() - 86_400_000));
      const message = digestText(toLocale(recipient.lang), { name: recipient.name, org: recipient.org_name, day: claim.day, items });
      await mailer!.send({ to: recipient.email, ...message });
      await db.execute(sql`update reminder_emails set status = 'sent', sent_at = now(), claimed_until = null where id = ${claim.id}`);
      log.info({ staffId: recipient.staff_id, day: claim.day, items: items.length }, 'reminder digest sent');
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      const givenUp = claim.attempts >= MAX_ATTEMPTS;
      const wait = everyMs * 2 ** (claim.attempts - 1);
      await db
        .execute(
          sql`update reminder_emails set status = ${givenUp ? 'failed' : 'sending'}, last_error = ${message}, claimed_until = null,
                 next_attempt_at = now() + make_interval(secs => ${wait / 1000}) where id = ${claim.id}`,
        )
        .catch((recordError: unknown) => log.error({ err: recordError }, 'could not record the failed reminder digest'));
      log.error(
        { err: error, staffId: recipient.staff_id, day: claim.day, attempt: claim.attempts },
        givenUp
          ? `reminder digest failed, given up after ${claim.attempts} tries: ${message}`
          : `reminder digest failed (try ${claim.attempts}), retried in ${wait / 1000} s: ${message}`,
      );
    }
  }

  /** Today's digests that are due and unclaimed: claimed by this process (the unique key lets one insert through). */
  async function sendDue(): Promise<void> {
    for (const recipient of await recipients()) {
      const clock = clockIn(timeZoneOf(recipient.country));
      if (clock.time < recipient.digest_time) continue;
      const { rows } = await db.execute<Claim>(sql`
        insert into reminder_emails (staff_id, kind, day, attempts, claimed_until)
        values (${recipient.staff_id}, ${KIND}, ${clock.day}, 1, now() + ${LEASE}::interval)
        on conflict do nothing returning id, staff_id, to_char(day, 'YYYY-MM-DD') as day, attempts`);
      if (rows[0]) await send(recipient, rows[0]);
    }
  }

  /** Emails whose retry is due, or whose claiming process went away: taken over one by one. */
  async function retryDue(): Promise<void> {
    const { rows } = await db.execute<Claim>(sql`
      update reminder_emails set attempts = attempts + 1, claimed_until = now() + ${LEASE}::interval
       where id in (select id from reminder_emails
                     where status = 'sending' and coalesce(claimed_until, '-infinity') < now()
                       and coalesce(next_attempt_at, '-infinity') <= now()
                     order by id limit 20 for update skip locked)
      returning id, staff_id, to_char(day, 'YYYY-MM-DD') as day, attempts`);
    for (const claim of rows) {
      const [recipient] = await recipients(sql`s.id = ${claim.staff_id}`);
      if (recipient) await send(recipient, claim);
      else await db.execute(sql`update reminder_emails set status = 'failed', last_error = 'no longer a recipient' where id = ${claim.id}`);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = Promise.all([retryDue(), sendDue()])
      .then(() => log.debug('reminder digests checked'))
      .catch((error: unknown) => log.error({ err: error }, `reminder digests: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        if (!stopped) (timer = setTimeout(tick, everyMs)).unref();
      });
  };
  (timer = setTimeout(tick, 0)).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
