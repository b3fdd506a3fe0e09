/**
 * Fields that point at a record of another resource, declared rather than coded: `store_id:
 * ref('store')` is the id of a store (the server checks on every write that the caller sees it, the
 * web form picks it with a searchable select), and `store_name: refName('store_id')` is that
 * record's name, read through one join the server makes from the declarations (server/crud/select.ts).
 * Types and schema keywords only, so that the web kit loads no resource through it.
 */
import { Type, type TInteger, type TSchema, type TString } from '@sinclair/typebox';

/** Schema keyword naming the resource a `ref` field points at. */
const REF = 'x-ref';
/** Schema keyword naming the `ref` field whose record a `refName` field names. */
const NAME_OF = 'x-name-of';

/** The id of a record of `resource` (its `id`), which the caller must see to write it. */
export const ref = (resource: string): TInteger => Type.Integer({ minimum: 1, maximum: 2_147_483_647, [REF]: resource });

/** The name of the record that the `ref` field `field` points at (its `recordName`, else `name`); read-only. */
export const refName = (field: string): TString => Type.String({ [NAME_OF]: field });

/** The members of a union other than `null` (a `Nullable(…)` field), else the schema itself. */
const membersOf = (schema: TSchema): TSchema[] =>
  Array.isArray(schema.anyOf) ? (schema.anyOf as TSchema[]).filter((member) => member.type !== 'null') : [schema];

/** The resource a field points at, when it is a `ref` (or a nullable one). */
export const refOf = (schema: TSchema): string | undefined =>
  membersOf(schema).find((member) => REF in member)?.[REF] as string | undefined;

/** The `ref` field whose record this field names, when it is a `refName`. */
export const nameOf = (schema: TSchema): string | undefined => schema[NAME_OF] as string | undefined;

/** Each `ref` field of an object schema, with the resource it points at. */
export function refsOf(object: { properties: Record<string, TSchema> }): { field: string; resource: string }[] {
  return Object.entries(object.properties).flatMap(([field, schema]) => {
    const resource = refOf(schema);
    return resource ? [{ field, resource }] : [];
  });
}
