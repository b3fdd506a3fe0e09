/**
 * The daily reminder digest (server/reminders/schedule.ts) through a real SMTP server started here:
 * each opted-in dealer admin gets one email a day of its own tree's reminders, in the language it
 * opted in with; a refused send is logged and retried; two API processes on one database send it
 * once. On PostgreSQL with two processes, and on the embedded database with its one server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { ORG } from '../support/demo-world';
import { unique } from '../support/merchant';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpServer, type TestSmtp } from '../support/smtp-server';
import { useTwoProcesses } from '../support/two-processes';

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const mailEnv = () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Distributor Admin <reminders@example.com>', DIGEST_CHECK_EVERY: '1' });
const WEEK_MS = 7 * 24 * 3_600_000 - 3_600_000;

/** Two dealers' admins with an address, a store of each ending within a week, and the digest due at once. */
async function prepare(sql: Sql, api: ApiClient) {
  const emails = { dealer1: `${unique('d1')}@example.com`, dealer_tr: `${unique('tr')}@example.com` };
  const stores: Record<string, string> = {};
  for (const [account, org] of [
    ['dealer1', ORG.id1],
    ['dealer_tr', ORG.tr1],
  ] as const) {
    await sql('update staff set email = $1 where account = $2', [emails[account], account]);
    const name = unique(`Digest ${account} `);
    await sql(
      `insert into stores (company_id, org_id, name, country, activated_at, expire_at)
       select c.id, o.id, $2, o.country, now(), now() + make_interval(secs => $3)
         from orgs o join companies c on c.org_id = o.id where o.name = $1 order by c.id limit 1`,
      [org, name, WEEK_MS / 1000],
    );
    stores[account] = name;
    const token = await api.login(account, 'dealer123');
    expect((await api.post('/reminder/setting', { digest_time: '00:00' }, { token })).code).toBe(0);
  }
  return { emails, stores };
}

async function optIn(api: ApiClient, account: string, lang: string) {
  const token = await api.login(account, 'dealer123');
  const answer = await api.post('/reminder/digest', { enabled: true }, { token, query: { lang } });
  expect(answer.data).toMatchObject({ enabled: true, lang, available: true });
}

/** Both digests arrived, each in its language, each with its own tree's store only. */
async function expectDigests(prepared: Awaited<ReturnType<typeof prepare>>) {
  await expect.poll(() => smtp.mails.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  const to = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
  const [zh] = to(prepared.emails.dealer1);
  const [en] = to(prepared.emails.dealer_tr);
  expect(zh.subject).toMatch(new RegExp(`^${ORG.id1} 的提醒，\\d{4}-\\d{2}-\\d{2}$`));
  expect(zh.text).toContain('您好');
  expect(zh.text).toMatch(/个授权将于 \d{4}-\d{2}-\d{2} 到期（7 天内）/);
  expect(zh.text).toContain(prepared.stores.dealer1);
  expect(zh.text).not.toContain(prepared.stores.dealer_tr);
  expect(zh.raw).toMatch(/^From: Distributor Admin <reminders@example\.com>/m);
  expect(en.subject).toMatch(new RegExp(`^Reminders for ${ORG.tr1}, \\d{4}-\\d{2}-\\d{2}$`));
  expect(en.text).toMatch(/licence\(s\) end on \d{4}-\d{2}-\d{2} \(within 7 days\)/);
  expect(en.text).toContain(prepared.stores.dealer_tr);
  expect(en.text).not.toContain(prepared.stores.dealer1);
}

describe('the reminder digest, two API processes on PostgreSQL', () => {
  const ctx = useTwoProcesses(() => ({ ...mailEnv(), LOG_LEVEL: 'debug' }));
  const sql: Sql = (text, values) => ctx.database.pool.query(text, values);
  const checks = () => ctx.processes.map((p) => (p.output().match(/reminder digests checked/g) ?? []).length);

  it('is sent once a day per admin, in its language, a refused send retried', async () => {
    smtp.mails.length = 0;
    const prepared = await prepare(sql, ctx.a);
    smtp.refuse(1);
    await optIn(ctx.a, 'dealer1', 'zh-CN');
    await optIn(ctx.b, 'dealer_tr', 'en-US');
    await expectDigests(prepared);
    // both processes look again several times: still one email each
    const seen = checks();
    await expect.poll(() => checks().every((n, i) => n >= seen[i] + 3), { timeout: 60_000 }).toBe(true);
    expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual([prepared.emails.dealer1, prepared.emails.dealer_tr].sort());
    const output = ctx.processes.map((p) => p.output()).join('\n');
    expect(output).toMatch(/reminder digest failed \(try 1\), retried in 1 s: .*Try again later/);
    const { rows } = await sql(`select status, attempts from reminder_emails order by staff_id`);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 2]);
  }, 120_000);
});

describe('the reminder digest, embedded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ db: 'embedded', env: mailEnv() });
  });
  afterAll(() => server?.close());

  it('is sent to each opted-in admin in its language', async () => {
    smtp.mails.length = 0;
    const api = new ApiClient(server.api);
    const prepared = await prepare((text, values) => server.server.database.pool.query(text, values), api);
    await optIn(api, 'dealer1', 'zh-CN');
    await optIn(api, 'dealer_tr', 'en-US');
    await expectDigests(prepared);
    expect(smtp.mails).toHaveLength(2);
  }, 120_000);
});
