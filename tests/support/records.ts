/**
 * Records that a test walking every declared resource needs, made by the test itself rather than
 * expected among the demo data: a record of a resource that the caller sees (the first of its list,
 * else one created through its own create route), and the value of a field pointing at one
 * (`ref(…)`, resources/reference.ts). A body is derived from the create schema
 * (./schema-samples.ts); a field it cannot fill fails loudly, naming it.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { RESOURCES } from '../../resources';
import { refOf } from '../../resources/reference-fields';
import type { ApiClient } from './api-client';
import { sampleValue } from './schema-samples';

export interface Caller {
  api: ApiClient;
  token: string;
}

const declarationOf = (name: string) => {
  const found = RESOURCES.find((declaration) => declaration.name === name);
  if (!found) throw new Error(`no declared resource '${name}'`);
  return found as { name: string; create?: TObject };
};

/** Ids of the records of `resource` the caller sees, first page. */
async function visibleIds(caller: Caller, resource: string): Promise<number[]> {
  const answer = await caller.api.get(`/${resource}/list`, { token: caller.token, query: { size: 20 } });
  if (answer.code !== 0) throw new Error(`/${resource}/list answered ${answer.code} ${answer.msg}`);
  return (answer.data.list as { id: number }[]).map((record) => record.id);
}

/** A value for a field of a write body: a record it points at for a `ref`, else one derived from its schema. */
export async function fieldValue(caller: Caller, resource: string, field: string, schema: TSchema, current?: unknown): Promise<unknown> {
  const target = refOf(schema);
  if (target) return recordOf(caller, target, current as number | undefined);
  const value = sampleValue(schema, current, `${resource} ${field}`);
  if (value === undefined) throw new Error(`${resource}.${field}: no value can be derived from its schema`);
  return value;
}

/** Creates a record of `resource` through `POST /<resource>/create`, each required field of its body derived. */
export async function createRecordOf(caller: Caller, resource: string): Promise<number> {
  const body = declarationOf(resource).create;
  if (!body) throw new Error(`${resource} declares no create body: a test must give its record`);
  const required = new Set(body.required ?? []);
  const values: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(body.properties)) {
    if (required.has(field)) values[field] = await fieldValue(caller, resource, field, schema as TSchema);
  }
  const answer = await caller.api.post(`/${resource}/create`, values, { token: caller.token });
  if (answer.code !== 0)
    throw new Error(`/${resource}/create ${JSON.stringify(values)} answered ${answer.code} ${answer.reason ?? answer.msg}`);
  return answer.data.id as number;
}

/** A record of `resource` that the caller sees, other than `not`: one of its list, else a new one. */
export async function recordOf(caller: Caller, resource: string, not?: number): Promise<number> {
  const other = (await visibleIds(caller, resource)).find((id) => id !== not);
  return other ?? createRecordOf(caller, resource);
}
