/**
 * Fields that point at a record of another resource, declared rather than coded: `store_id:
 * ref('store')` is the id of a store (the server checks on every write that the caller sees it, the
 * web form picks it with a searchable select), and `store_name: refName('store_id')` is that
 * record's name, read through one join the server makes from the declarations (server/crud/select.ts).
 * What the kits read of such a field is ./reference-fields.ts (no schema code).
 */
import { Type, type TInteger, type TString } from '@sinclair/typebox';
import { NAME_FIELD, NAME_OF, REF } from './reference-fields';

/**
 * The id of a record of `resource` (its `id`), which the caller must see to write it. `name` is the
 * referenced record's field that names it: shown, searched by the list filter of the same name.
 */
export const ref = (resource: string, { name = 'name' }: { name?: string } = {}): TInteger =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, [REF]: resource, [NAME_FIELD]: name });

/** The name of the record that the `ref` field `field` points at; read-only, answered by the server. */
export const refName = (field: string): TString => Type.String({ [NAME_OF]: field });
