/**
 * Every valid write succeeds: for each resource declared with an update body (resources/index.ts,
 * and the two declared in tests/support/declared-resource.ts, so that a new resource is seen to
 * need nothing here), each of its fields is updated with a valid value derived from that schema
 * (tests/support/schema-samples.ts; a record it points at for a `ref`) and read back through detail;
 * sending the value back, spelt another way, changes nothing. The record written is one the test
 * finds or makes itself (tests/support/records.ts), so a resource without demo rows needs none.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { refOf } from '../../resources/reference-fields';
import { registerServerResource, serverResource } from '../../server/crud/registry';
import { defineRepository } from '../../server/crud/repository';
import { promotion, PROMOTIONS_DDL, promotions, terminal, terminals, TERMINALS_DDL } from '../support/declared-resource';
import { useDemoServer, type DemoWorld } from '../support/demo-world';
import { storeId } from '../support/merchant';
import { fieldValue, recordOf, type Caller } from '../support/records';

registerServerResource(serverResource(defineRepository(promotion, { table: promotions })));
registerServerResource(serverResource(defineRepository(terminal, { table: terminals })));

const ctx = useDemoServer(['admin']);
const admin = (): Caller => ({ api: ctx.api, token: ctx.token.admin });

beforeAll(async () => {
  for (const statement of [...PROMOTIONS_DDL, ...TERMINALS_DDL]) await ctx.w.sql(statement);
});

type Updatable = Extract<(typeof RESOURCES)[number], { update: TObject }>;

/**
 * The record whose fields are written, by the operator's admin (who may write them all): the first
 * of the resource's list (one made for the test when the list is empty), unless it needs a particular one.
 */
const TARGETS: Partial<Record<Updatable['name'], (w: DemoWorld) => Promise<number>>> = {
  // admins change the employees of their own org only
  staff: async (w) => w.staff('opstaff'),
  // a dealer's store, whose versions its dealer's settings give
  store: (w) => storeId(w, 'Kopi Kita Senayan'),
};

function findTarget(name: string): Promise<number> {
  const find = TARGETS[name as Updatable['name']];
  return find ? find(ctx.w) : recordOf(admin(), name);
}

// looked up on a resource's first test, before any of its fields changes; a failure fails its tests only
const targets = new Map<string, Promise<number>>();
function targetOf(name: string): Promise<number> {
  if (!targets.has(name)) targets.set(name, findTarget(name));
  return targets.get(name)!;
}

type Row = Record<string, unknown>;

/** Fields whose value needs the demo data (a related id) or has rules beyond its schema. */
const OVERRIDES: Record<string, (w: DemoWorld, record: Row) => Promise<unknown>> = {
  // an employee of the admin's own org
  owner_staff_id: async (w) => w.staff('opstaff'),
  // another version the store's dealer may sell
  version_id: async (w, record) => {
    const { rows } = await w.sql('select allowed_version_ids as ids from dealer_settings where org_id = $1', [record.org_id]);
    return (rows[0].ids as number[]).find((id) => id !== record.version_id);
  },
  business_hours: async () => [{ day: 2, open: '09:00', close: '21:00' }],
};

async function valueFor(name: string, field: string, schema: TSchema, record: Row): Promise<unknown> {
  const override = OVERRIDES[field];
  if (override) return override(ctx.w, record);
  if (field.endsWith('_id') && !refOf(schema)) throw new Error(`${field} needs a real id: declare it ref(…) or give it an override`);
  return fieldValue(admin(), name, field, schema, record[field]);
}

const isDateTime = (value: unknown) => typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value);

/** The same instant in another notation (an offset instead of `Z`, no milliseconds). */
const respelt = (value: unknown) =>
  isDateTime(value) ? new Date(Date.parse(value as string) + 7 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+07:00') : value;

const auditRows = async (resource: string, id: number) =>
  (await ctx.w.sql('select count(*)::int as n from audit_log where resource = $1 and record_id = $2', [resource, id])).rows[0].n as number;

const FIELDS = (RESOURCES.filter((r) => 'update' in r) as Updatable[]).flatMap((resource) =>
  Object.entries(resource.update.properties)
    .filter(([field]) => field !== 'id')
    .map(([field, schema]) => [resource.name, field, schema as TSchema] as const),
);

describe('POST /<resource>/update, every field of every resource', () => {
  it('covers the resources declared in the tests too', () => {
    const names = new Set<string>(FIELDS.map(([name]) => name));
    expect(['promotion', 'terminal'].filter((name) => !names.has(name))).toEqual([]);
    expect(FIELDS.filter(([name]) => name === ('terminal' as string)).map(([, field]) => field)).toContain('store_id');
  });

  it.each(FIELDS)('%s: %s is written and read back', async (name, field, schema) => {
    const detail = async (id: number) => (await ctx.api.get(`/${name}/detail`, { token: ctx.token.admin, query: { id } })).data as Row;
    const id = await targetOf(name);
    const value = await valueFor(name, field, schema, await detail(id));
    const answer = await ctx.api.post(`/${name}/update`, { id, [field]: value }, { token: ctx.token.admin });
    expect([answer.status, answer.code, answer.msg]).toEqual([200, 0, 'success']);
    const read = (await detail(id))[field];
    if (isDateTime(value)) expect(Date.parse(read as string)).toBe(Date.parse(value as string));
    else expect(read).toEqual(value);

    const audited = await auditRows(name, id);
    const again = await ctx.api.post(`/${name}/update`, { id, [field]: respelt(read) }, { token: ctx.token.admin });
    expect(again.code).toBe(0);
    expect(await auditRows(name, id)).toBe(audited);
  });
});
