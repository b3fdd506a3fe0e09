/**
 * A resource as the server reads and writes it: its shared declaration (resources/<name>/index.ts)
 * joined to its SQL source (server/crud/source.ts), its table, and who sees which rows. Every CRUD
 * helper (read-routes.ts, write.ts, resource-routes.ts) takes one. Each part follows from the
 * declaration unless the resource's server hooks (server/routes/<name>/index.ts) give it.
 */
import type { Static, TObject } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { isOrgTreeRule, tableNameOf, type ResourceDeclaration } from '../../resources/define';
import { nameOf, refOf } from '../../resources/reference-fields';
import type { ListDef } from '../../resources/list';
import type { Permission } from '../../resources/permissions';
import type { Actor } from '../auth/actor';
import { generatedSource } from './select';
import type { Source } from './source';
import { hasColumn, tableNamed, type Table } from './tables';
import { visibleIds } from './references';
import { seesEveryRecord, visibleBy } from './visibility';

export interface Repository<Item = Record<string, unknown>, CreateBody = unknown> {
  name: string;
  /** The declaration it is made from. */
  declaration: ResourceDeclaration;
  /** The record as the API answers it. */
  item: TObject;
  list?: ListDef;
  /** Bodies of create and update, as declared. */
  bodies: { create?: TObject; update?: TObject };
  source: Source;
  /** The source as the actor reads it: `source`, unless a field is shown to some callers only. */
  sourceFor(actor: Actor): Source;
  table: Table;
  /** Records the actor sees (list, detail, export, and the target of a write). */
  visible(actor: Actor): SQL;
  /** Whether the actor sees every record (`visible` is then `true`; never for a custom rule). */
  seesAll(actor: Actor): boolean;
  /** `<name>:<action>`, the permission the declaration gives that action. */
  permission(action: string): Permission;
  /** Whether the declaration has that action. */
  has(action: string): boolean;
  /** Stand-in types of a record and of the create body, for inference only. */
  readonly _item?: Item;
  readonly _create?: CreateBody;
}

type Declared = ResourceDeclaration & { item: TObject; list?: ListDef };

export interface RepositoryParts {
  /** Its SQL source, when more than its table's columns (joins, computed fields, filters of its own). */
  source?: Source;
  /** Its table, when not in server/db/schema.ts (a resource declared in a test). */
  table?: Table;
  /** Who sees which records, for a declaration whose visibility is `custom`: the one place its SQL is. */
  visible?(actor: Actor): SQL;
  /** Its source as one caller reads it, when a field is shown to some callers only (null to the others). */
  sourceFor?(actor: Actor): Source;
}

function sourceFor(declaration: Declared, parts: RepositoryParts): Source {
  if (parts.source) return parts.source;
  if (!declaration.list) throw new Error(`${declaration.name} declares no list: give its repository a source`);
  return generatedSource({ ...declaration, list: declaration.list }, tableNameOf(declaration));
}

/** The columns a visibility rule reads on the record's table. */
const RULE_COLUMNS: Record<string, string[]> = {
  org_tree: ['org_id'],
  org_tree_owned: ['org_id', 'created_by', 'owner_staff_id'],
  creator: ['created_by'],
};

/**
 * Says at start, naming the field, what a table lacks for its declaration: the columns its rule
 * reads and, for a source made from the declaration, a column per record field.
 */
function checkTable(declaration: Declared, table: Table, generated: boolean): void {
  // the generated source answers `org_name` from the joined org and a `refName` from its join (select.ts)
  const joined = new Set(joinedFields(declaration));
  const fields = generated ? Object.keys(declaration.item.properties).filter((field) => !joined.has(field)) : [];
  const { visibility } = declaration;
  const ruleColumns = typeof visibility === 'object' ? [visibility.through] : (RULE_COLUMNS[visibility] ?? []);
  const needed = [...ruleColumns, ...fields];
  const missing = needed.filter((field) => !hasColumn(table, field));
  if (missing.length > 0) throw new Error(`${declaration.name}: its table has no column for ${[...new Set(missing)].join(', ')}`);
}

/** Record fields the generated source reads from a join rather than the table (select.ts). */
function joinedFields(declaration: Declared): string[] {
  const named = Object.entries(declaration.item.properties).filter(([, schema]) => nameOf(schema) !== undefined);
  return [...(isOrgTreeRule(declaration.visibility) ? ['org_name'] : []), ...named.map(([field]) => field)];
}

/** Visible where the record its `ref` field points at is (resources/define.ts, `through`). */
function visibleThrough(declaration: Declared, field: string, source: Source): (actor: Actor) => SQL {
  const schema = declaration.item.properties[field];
  const parent = schema && refOf(schema);
  if (!parent) throw new Error(`${declaration.name} is visible through '${field}', which is no ref(…) field of its record`);
  const column = sql.raw(`${source.lockAlias}.${field}`);
  return (actor) => sql`${column} in (${visibleIds(parent, actor)})`;
}

function visibilityFor(declaration: Declared, parts: RepositoryParts, source: Source): (actor: Actor) => SQL {
  const { visibility } = declaration;
  if (typeof visibility === 'object') return visibleThrough(declaration, visibility.through, source);
  if (visibility === 'custom') {
    if (!parts.visible) throw new Error(`${declaration.name}'s visibility is custom: its repository needs visible(actor)`);
    return parts.visible;
  }
  if (parts.visible) throw new Error(`${declaration.name} declares visibility '${visibility}': its repository gives no visible(actor)`);
  return visibleBy(visibility, source);
}

/** The repository of a declared resource. */
export function defineRepository<D extends Declared>(
  declaration: D,
  parts: RepositoryParts = {},
): Repository<Static<D['item']>, D['create'] extends TObject ? Static<D['create']> : never> {
  const source = sourceFor(declaration, parts);
  const visible = visibilityFor(declaration, parts, source);
  const table = parts.table ?? tableNamed(tableNameOf(declaration));
  checkTable(declaration, table, !parts.source);
  return {
    name: declaration.name,
    declaration,
    item: declaration.item,
    list: declaration.list,
    bodies: { create: declaration.create, update: declaration.update },
    source,
    sourceFor: parts.sourceFor ?? (() => source),
    table,
    visible,
    seesAll: (actor) => seesEveryRecord(declaration.visibility, actor),
    has: (action) => action in declaration.permissions,
    permission(action) {
      if (!(action in declaration.permissions)) throw new Error(`${declaration.name} declares no '${action}' permission`);
      return `${declaration.name}:${action}` as Permission;
    },
  };
}
