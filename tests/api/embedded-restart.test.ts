/**
 * The embedded database host dying (the out-of-memory killer's first pick) is not the end: /health
 * tells the truth meanwhile, and a new host on the same data takes over.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer([]);

/** The pid of the host process serving this test's data folder. */
function hostPid(dataDir: string): number | undefined {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const line = lines.find((l) => l.includes('embedded-host') && l.includes(dataDir));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

const health = async () => {
  const res = await fetch(`${ctx.server.api}/health`);
  return { status: res.status, body: await res.json() };
};

describe.skipIf(process.env.TEST_DB === 'pg')('the embedded database host', () => {
  it('is restarted on the same data when its process dies; /health answers 503 until it is back', async () => {
    expect(await health()).toMatchObject({ status: 200, body: { code: 0, data: { status: 'ok' } } });
    const before = hostPid(ctx.server.dataDir!);
    expect(before).toBeGreaterThan(0);
    process.kill(before!, 'SIGKILL');

    const seen: number[] = [];
    let back = false;
    for (let i = 0; i < 100 && !back; i++) {
      const { status, body } = await health();
      seen.push(status);
      if (status === 503) expect(body).toMatchObject({ code: 1500, data: null, reason: 'database' });
      const now = hostPid(ctx.server.dataDir!);
      back = status === 200 && now !== undefined && now !== before; // a new host, not merely the old one gone
      if (!back) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(back).toBe(true);
    expect(seen).toContain(503);
    // the data is still there and writes work again
    const login = await ctx.api.post('/login', { account: 'admin', password: md5('admin123') });
    expect(login.code).toBe(0);
    expect((await ctx.api.get('/distributor/list', { token: login.data.token })).data.total).toBeGreaterThan(0);
  });
});
