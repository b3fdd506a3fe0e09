/** Ids of the demo world (server/db/seed/demo-data.ts), looked up once per test file. */
import { afterAll, beforeAll } from 'vitest';
import { ApiClient, DEMO_PASSWORD } from './api-client';
import { startTestServer, type TestServer } from './server';

export const DEMO_ACTORS = ['admin', 'dealer1', 'manager1', 'staff1', 'dealer2'] as const;
export type DemoActor = (typeof DEMO_ACTORS)[number];

export const ORG = {
  op: 'Operator HQ',
  id1: 'Nusantara POS Partners',
  id2: 'Jakarta Selatan Reseller',
  tr1: 'Anadolu Restoran Sistemleri',
  tr2: 'Ege POS Bayi',
  my1: 'Semenanjung POS Sdn Bhd',
} as const;

export interface DemoWorld {
  org: Record<keyof typeof ORG, number>;
  staff: (account: string) => number;
  sql: (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;
}

export async function demoWorld(server: TestServer): Promise<DemoWorld> {
  const sql = (text: string, values: unknown[] = []) => server.server.database.pool.query(text, values);
  const orgs = await sql('select id, name from orgs');
  const staff = await sql('select id, account from staff');
  const orgId = (name: string) => orgs.rows.find((r) => r.name === name)!.id as number;
  return {
    org: Object.fromEntries(Object.entries(ORG).map(([k, name]) => [k, orgId(name)])) as DemoWorld['org'],
    staff: (account) => {
      const row = staff.rows.find((r) => r.account === account);
      if (!row) throw new Error(`no demo staff ${account}`);
      return row.id as number;
    },
    sql,
  };
}

export interface DemoContext {
  server: TestServer;
  api: ApiClient;
  w: DemoWorld;
  /** Tokens of the accounts named to `useDemoServer`, logged in once. */
  token: Record<string, string>;
}

/**
 * A real server on a fresh demo database for this test file (with `env` added to its
 * configuration), and tokens for the given accounts.
 */
export function useDemoServer(logins: string[] = [], options: { env?: Record<string, string> } = {}): DemoContext {
  const ctx = { token: {} } as DemoContext;
  beforeAll(async () => {
    ctx.server = await startTestServer({ env: options.env });
    ctx.api = new ApiClient(ctx.server.api);
    ctx.w = await demoWorld(ctx.server);
    for (const who of logins) ctx.token[who] = await ctx.api.login(who, DEMO_PASSWORD[who] ?? 'dealer123');
  });
  afterAll(() => ctx.server?.close());
  return ctx;
}
