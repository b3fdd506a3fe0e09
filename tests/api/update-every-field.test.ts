/**
 * Every valid write succeeds: for each resource declared with an update body (resources/index.ts),
 * each of its fields is updated with a valid value derived from that schema (tests/support/schema-samples.ts)
 * and read back through detail; sending the value back, spelt another way, changes nothing.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { useDemoServer, type DemoWorld } from '../support/demo-world';
import { storeId } from '../support/merchant';
import { sampleValue } from '../support/schema-samples';

const ctx = useDemoServer(['admin']);

type Updatable = Extract<(typeof RESOURCES)[number], { update: TObject }>;

/**
 * The record whose fields are written, by the operator's admin (who may write them all): the first
 * of the resource's list, unless it needs a particular one.
 */
const TARGETS: Partial<Record<Updatable['name'], (w: DemoWorld) => Promise<number>>> = {
  // admins change the employees of their own org only
  staff: async (w) => w.staff('opstaff'),
  // a dealer's store, whose versions its dealer's settings give
  store: (w) => storeId(w, 'Kopi Kita Senayan'),
};

async function targetOf(name: string): Promise<number> {
  const find = TARGETS[name as Updatable['name']];
  if (find) return find(ctx.w);
  return (await ctx.api.get(`/${name}/list`, { token: ctx.token.admin, query: { size: 1 } })).data.list[0].id;
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
  if (field.endsWith('_id')) throw new Error(`${field} needs a real id: give it an override`);
  const value = sampleValue(schema, record[field], `${name} ${field}`);
  if (value === undefined) throw new Error(`no value derived for ${field}: give it an override`);
  return value;
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
  // looked up before any name changes
  const targets = new Map<string, number>();
  beforeAll(async () => {
    for (const name of new Set(FIELDS.map(([name]) => name))) targets.set(name, await targetOf(name));
  });

  it.each(FIELDS)('%s: %s is written and read back', async (name, field, schema) => {
    const detail = async (id: number) => (await ctx.api.get(`/${name}/detail`, { token: ctx.token.admin, query: { id } })).data as Row;
    const id = targets.get(name)!;
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
