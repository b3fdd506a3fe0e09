/** Ids of the demo world (server/db/seed/demo-data.ts), looked up once per test file. */
import type { TestServer } from './server';

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
