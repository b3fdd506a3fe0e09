import type { TSchema } from '@sinclair/typebox';
import { nameOf, targetOf } from '../../../resources/reference-fields';

/**
 * What the CRUD kit reads of a shared TypeBox schema (resources/<name>) to choose a field's input,
 * filter and cell: types only, so that the kit's pages bring no schema code of their own.
 */
interface Json {
  type?: string;
  const?: unknown;
  format?: string;
  maxLength?: number;
  anyOf?: Json[];
}

export type FieldKind = 'choice' | 'boolean' | 'datetime' | 'date' | 'reference' | 'number' | 'text';

/** The members of a union other than `null` (a `Nullable(…)` field), else the schema itself. */
const membersOf = (schema: TSchema): Json[] => {
  const own = schema as Json;
  return own.anyOf ? own.anyOf.filter((member) => member.type !== 'null') : [own];
};

/** The values of a union of literals (`PlatformValue`, `StatusValue`), else undefined. */
export function choicesOf(schema: TSchema): string[] | undefined {
  const members = membersOf(schema);
  if (members.length < 2 || members.some((member) => member.const === undefined)) return undefined;
  return members.map((member) => String(member.const));
}

export function kindOf(schema: TSchema): FieldKind {
  if (choicesOf(schema)) return 'choice';
  if (targetOf(schema)) return 'reference';
  const [first] = membersOf(schema);
  if (first.type === 'boolean') return 'boolean';
  if (first.type === 'integer' || first.type === 'number') return 'number';
  if (first.format === 'date-time') return 'datetime';
  if (first.format === 'date') return 'date';
  return 'text';
}

/** A text of more than 500 characters is typed in several lines; one of 200 or more takes the form's width. */
export const textSize = (schema: TSchema): 'short' | 'wide' | 'long' => {
  const max = membersOf(schema)[0].maxLength ?? 0;
  return max > 500 ? 'long' : max >= 200 ? 'wide' : 'short';
};

/** A coded value's choices for a select: names are `<labels>.<value>` (as the export and the chips say, i18n/resource-messages.ts). */
export const choiceItems = (labels: string, values: string[]) => values.map((id) => ({ id, name: `${labels}.${id}` }));

/** The record's field that names the record its `ref` field `refField` points at (its `refName`), if it has one. */
export const nameFieldOf = (item: { properties: Record<string, TSchema> }, refField: string): string | undefined =>
  Object.entries(item.properties).find(([, schema]) => nameOf(schema) === refField)?.[0];
