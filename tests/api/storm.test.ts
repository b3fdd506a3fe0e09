/**
 * A seeded storm of malformed requests over every call of docs/openapi.json (tests/support/storm.ts):
 * no answer is a server fault, every answer is the envelope with a code of docs/api.md and the HTTP
 * status that code goes with, none shows internals, and no table changed. STORM_SEED replays a storm,
 * STORM_REQUESTS sizes it.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf } from '../../resources/errors';
import { useDemoServer } from '../support/demo-world';
import { XLSX_TYPE } from '../../server/http/xlsx-answer';
import { storm, type StormRequest } from '../support/storm';

const ctx = useDemoServer(['admin', 'dealer1']);
const SEED = Number(process.env.STORM_SEED ?? 20261123);
const COUNT = Number(process.env.STORM_REQUESTS ?? 3000);
const PARALLEL = 8;
const CODES = new Set<number>([0, ...Object.values(ErrorCode)]);
/** Stack frames, source paths, SQL and database names: what a fault's answer must never carry. */
const INTERNALS =
  /\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules|\/(work|tmp|home|usr|var)\/|\b(select|insert into|delete from|update \w+ set)\b|relation "|violates|syntax error|sqlstate|pglite|drizzle|fastify|TypeError|RangeError/i;

/** Rows and a checksum of every table, to tell whether anything was written. */
async function tableChecksums(): Promise<Record<string, string>> {
  const { rows } = await ctx.w.sql(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const sums: Record<string, string> = {};
  for (const { tablename } of rows) {
    const { rows: sum } = await ctx.w.sql(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as s from "${tablename}" t`,
    );
    sums[tablename] = sum[0].s;
  }
  return sums;
}

/** What is wrong with the answer to one request, or undefined. */
async function judge(request: StormRequest, seen: Map<string, number>): Promise<string | undefined> {
  const res = await fetch(ctx.server.api + request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await res.text();
  // a read that answers a spreadsheet may take a request the storm could not spoil (it has no parameters)
  if (
    request.file &&
    request.method === 'GET' &&
    res.status === 200 &&
    res.headers.get('content-type') === XLSX_TYPE &&
    text.startsWith('PK')
  ) {
    seen.set('200/file', (seen.get('200/file') ?? 0) + 1);
    return undefined;
  }
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  let body: { code?: unknown; msg?: unknown; data?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('not JSON');
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) problems.push('not the envelope');
  else if (!CODES.has(body.code)) problems.push(`undocumented code ${body.code}`);
  else if (body.code !== 0 && httpStatusOf(body.code) !== res.status) problems.push(`code ${body.code} with status ${res.status}`);
  else if (body.code === 0 && request.method !== 'GET') problems.push('a malformed write succeeded');
  const kind = `${res.status}/${String(body.code)}`;
  seen.set(kind, (seen.get(kind) ?? 0) + 1);
  if (INTERNALS.test(text)) problems.push(`internals: ${INTERNALS.exec(text)![0]}`);
  return problems.length > 0 ? `${request.label} -> ${res.status} ${text.slice(0, 200)}: ${problems.join(', ')}` : undefined;
}

describe('a storm of malformed requests over every call', () => {
  it(`answers ${COUNT} of them (seed ${SEED}) with the documented envelope, no fault, no internals, nothing written`, async () => {
    const before = await tableChecksums();
    const requests = storm(SEED, COUNT, { admin: ctx.token.admin, dealer: ctx.token.dealer1 });
    const failures: string[] = [];
    const seen = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const problem = await judge(requests[next++], seen);
        if (problem) failures.push(problem);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(failures.slice(0, 15), `${failures.length} of ${COUNT} answers wrong`).toEqual([]);
    expect(await tableChecksums()).toEqual(before);
    // the storm reached the calls' validation, not only the door: most answers are 400 / 1001
    console.log(`storm answers (status/code: count): ${[...seen].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    expect(seen.get('400/1001')).toBeGreaterThan(COUNT / 2);
  }, 240_000);
});
