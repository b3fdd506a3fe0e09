/**
 * Sample audit entries generated from what the trail records (resources/audit/audited.ts): every
 * action on every declared resource, each field the action records with values its schema allows
 * (each coded value, dates, money, hours, ids), so a new resource, action or field is walked
 * without editing the tests.
 */
import { Kind, type TProperties, type TSchema } from '@sinclair/typebox';
import { RESOURCES } from '../../../../resources';
import { SECRET_FIELD } from '../../../../resources/audit';
import { AUDIT_ACTIONS, snapshotOf } from '../../../../resources/audit/audited';
import type { Changes } from '../../../../src/audit/change-format';

export interface SampleEntry {
  resource: string;
  action: string;
  record_id: number;
  changes: Changes;
  /** The coded values (literals of a union) the entry holds, which must show as their labels. */
  codes: string[];
}

const INSTANTS = ['2027-11-10T05:48:17.294Z', '2027-11-12T16:02:00.000Z'];

/** Two values of a schema, before and after; the literals of a union each in turn. */
function valuesOf(schema: TSchema): unknown[] {
  if (schema.anyOf) {
    const inner = (schema.anyOf as TSchema[]).filter((s) => s.type !== 'null');
    if (inner.every((s) => s.const !== undefined)) return inner.map((s) => s.const);
    return inner.flatMap(valuesOf);
  }
  if (schema.const !== undefined) return [schema.const];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return INSTANTS;
      if (schema.pattern?.includes('[01][0-9]')) return ['09:00', '22:30'];
      return ['Sample', 'Other'];
    case 'integer':
      return schema.minimum !== undefined && schema.maximum !== undefined && schema.maximum < 10
        ? [schema.minimum, schema.maximum]
        : [2500000, 10];
    case 'number':
      return [1.5, 2.25];
    case 'boolean':
      return [false, true];
    case 'array':
      return [[], valuesOf(schema.items as TSchema)];
    case 'object':
      return [
        Object.fromEntries(Object.entries(schema.properties as TProperties).map(([key, s]) => [key, valuesOf(s)[1] ?? valuesOf(s)[0]])),
      ];
    default:
      throw new Error(`no sample for a schema of kind ${String(schema[Kind])}`);
  }
}

const codesOf = (schema: TSchema): string[] =>
  schema.anyOf
    ? (schema.anyOf as TSchema[]).flatMap(codesOf)
    : schema.type === 'array'
      ? codesOf(schema.items as TSchema)
      : typeof schema.const === 'string'
        ? [schema.const]
        : [];

/** For each field: an entry per pair of consecutive values; then one entry with every field at once. */
function entriesOf(resource: string, action: string, fields: TProperties): SampleEntry[] {
  const entries: SampleEntry[] = [];
  const all: Changes = {};
  const allCodes: string[] = [];
  for (const [field, schema] of Object.entries(fields)) {
    if (SECRET_FIELD.test(field)) continue;
    const values = valuesOf(schema);
    const pairs = values.length === 1 ? [[null, values[0]]] : values.slice(1).map((after, i) => [values[i], after]);
    for (const [before, after] of pairs)
      entries.push({ resource, action, record_id: 7, changes: { [field]: { before, after } }, codes: codesOf(schema) });
    all[field] = { before: action === 'create' ? null : values[0], after: values[values.length - 1] };
    allCodes.push(...codesOf(schema));
  }
  entries.push({ resource, action, record_id: 7, changes: all, codes: allCodes });
  return entries;
}

/** Every action the trail writes × every declared resource with a record, with their fields' samples. */
export function sampleEntries(): SampleEntry[] {
  return RESOURCES.filter((declaration) => declaration.item && declaration.name !== 'audit').flatMap((declaration) =>
    AUDIT_ACTIONS.flatMap((action) =>
      entriesOf(declaration.name, action, snapshotOf(declaration.name, action) ?? declaration.item!.properties),
    ),
  );
}
