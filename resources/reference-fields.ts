/**
 * What the server and the web kit read of a reference field (./reference.ts): the resource it points
 * at, the field that names that resource's records, and which `ref` field a `refName` field names.
 * Types only, so that the web kit's pages load no schema code through it.
 */
import type { TSchema } from '@sinclair/typebox';

/** Schema keyword naming the resource a `ref` field points at. */
export const REF = 'x-ref';
/** Schema keyword naming the referenced records' field that names them (`name`). */
export const NAME_FIELD = 'x-ref-name';
/** Schema keyword naming the `ref` field whose record a `refName` field names. */
export const NAME_OF = 'x-name-of';

/** A resource a field points at, and the field naming its records. */
export interface Target {
  resource: string;
  name: string;
}

/** The members of a union other than `null` (a `Nullable(…)` field), else the schema itself. */
const membersOf = (schema: TSchema): TSchema[] =>
  Array.isArray(schema.anyOf) ? (schema.anyOf as TSchema[]).filter((member) => member.type !== 'null') : [schema];

/** What a field points at, when it is a `ref` (or a nullable one). */
export function targetOf(schema: TSchema): Target | undefined {
  const member = membersOf(schema).find((one) => REF in one);
  return member && { resource: member[REF] as string, name: (member[NAME_FIELD] as string | undefined) ?? 'name' };
}

/** The resource a field points at, when it is a `ref`. */
export const refOf = (schema: TSchema): string | undefined => targetOf(schema)?.resource;

/** The `ref` field whose record this field names, when it is a `refName`. */
export const nameOf = (schema: TSchema): string | undefined => schema[NAME_OF] as string | undefined;

/** Each `ref` field of an object schema, with the resource it points at. */
export function refsOf(object: { properties: Record<string, TSchema> }): { field: string; resource: string }[] {
  return Object.entries(object.properties).flatMap(([field, schema]) => {
    const resource = refOf(schema);
    return resource ? [{ field, resource }] : [];
  });
}
