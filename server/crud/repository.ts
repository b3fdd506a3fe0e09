/**
 * A resource as the server reads and writes it: its shared declaration (resources/<name>/index.ts)
 * joined to its SQL source (server/crud/source.ts), its table, and who sees which rows. Every CRUD
 * helper (read-routes.ts, write.ts, resource-routes.ts) takes one.
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/define';
import type { ListDef } from '../../resources/list';
import type { Permission } from '../../resources/permissions';
import type { Actor } from '../auth/actor';
import type { Source } from './source';

export type Table = PgTable & { id: PgColumn };

export interface Repository<Item = Record<string, unknown>, CreateBody = unknown> {
  name: string;
  /** The record as the API answers it. */
  item: TObject;
  list?: ListDef;
  /** Bodies of create and update, as declared. */
  bodies: { create?: TObject; update?: TObject };
  source: Source;
  table: Table;
  /** Records the actor sees (list, detail, export, and the target of a write). */
  visible(actor: Actor): SQL;
  /** `<name>:<action>`, the permission the declaration gives that action. */
  permission(action: string): Permission;
  /** Whether the declaration has that action. */
  has(action: string): boolean;
  /** Stand-in types of a record and of the create body, for inference only. */
  readonly _item?: Item;
  readonly _create?: CreateBody;
}

type Declared = ResourceDeclaration & { item: TObject };

/** The repository of a declared resource. */
export function defineRepository<D extends Declared>(
  declaration: D,
  parts: { source: Source; table: Table; visible(actor: Actor): SQL },
): Repository<Static<D['item']>, D['create'] extends TObject ? Static<D['create']> : never> {
  return {
    name: declaration.name,
    item: declaration.item,
    list: declaration.list,
    bodies: { create: declaration.create, update: declaration.update },
    ...parts,
    has: (action) => action in declaration.permissions,
    permission(action) {
      if (!(action in declaration.permissions)) throw new Error(`${declaration.name} declares no '${action}' permission`);
      return `${declaration.name}:${action}` as Permission;
    },
  };
}
