/**
 * The shape of every write to one record: in one transaction, load it (1004 when the caller does
 * not see it) with its row locked, let the resource's rule decide (1003, 1001) and name the changes,
 * apply them, and write the audit row with the before and after of the changed fields.
 */
import type { TObject, TProperties } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { StatusChange } from '../../resources/common';
import type { ErrorCodeValue } from '../../resources/errors';
import type { Permission } from '../../resources/permissions';
import type { Actor } from '../auth/actor';
import { actorOf } from '../auth/plugin';
import type { Tx } from '../db';
import { writeAudit } from '../domain/audit';
import { Envelope, ok } from '../http/envelope';
import { readOne } from './read';
import { allOf, type Source } from './source';
import { mapUniqueViolations } from './unique';

export type Table = PgTable & { id: PgColumn };

/** What a resource's routes share: its name, record schema, SQL source, table and visibility. */
export interface Resource<Item = Record<string, unknown>> {
  name: string;
  item: TObject;
  source: Source;
  table: Table;
  /** Records the actor sees (list, detail, export, and the target of a write). */
  visible(actor: Actor): SQL;
  /** Stand-in type of a record, for inference only. */
  readonly _item?: Item;
}

/** A write's decision: the API-named fields to set (may be empty), or a throw (1003, 1001, …). */
export type Decide<Item, Input> = (tx: Tx, actor: Actor, before: Item, input: Input) => Promise<Record<string, unknown>>;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** API field names (snake_case) to the table's property names. */
export function toColumns(patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([k, v]) => [camel(k), v]));
}

/**
 * Creates one record in one audited transaction: `insert` writes it (and whatever belongs to it)
 * and answers its id; a lost race on one of `unique`'s indexes answers that index's code.
 */
export async function createRecord(
  app: FastifyInstance,
  resource: Resource,
  actor: Actor,
  create: { insert: (tx: Tx) => Promise<number>; unique?: Record<string, ErrorCodeValue>; audited?: Record<string, unknown> },
): Promise<number> {
  return mapUniqueViolations(create.unique ?? {}, () =>
    app.database.db.transaction(async (tx) => {
      const id = await create.insert(tx);
      const after = await readOne<Record<string, unknown>>(tx, resource.source, allOf(), id);
      await writeAudit(tx, actor, { action: 'create', resource: resource.name, recordId: id, after: { ...after, ...create.audited } });
      return id;
    }),
  );
}

/** Runs one audited write on record `id`, answering the record as it is after the write. */
export async function writeRecord<Item extends Record<string, unknown>, Input>(
  app: FastifyInstance,
  resource: Resource<Item>,
  actor: Actor,
  write: { id: number; action: string; input: Input; decide: Decide<Item, Input>; after?: (tx: Tx) => Promise<void> },
): Promise<Item> {
  return app.database.db.transaction(async (tx) => {
    const before = await readOne<Item>(tx, resource.source, resource.visible(actor), write.id, true);
    const patch = await write.decide(tx, actor, before, write.input);
    if (Object.keys(patch).length > 0) {
      await tx
        .update(resource.table)
        .set(toColumns(patch) as never)
        .where(eq(resource.table.id, write.id));
    }
    await write.after?.(tx);
    const after = await readOne<Item>(tx, resource.source, allOf(), write.id);
    await writeAudit(tx, actor, { action: write.action, resource: resource.name, recordId: write.id, before, after });
    return after;
  });
}

/** `POST <path>` with `{id, ...input}`: one audited write answering the updated record. */
export function writeRoute<Item extends Record<string, unknown>, B extends TProperties>(
  resource: Resource<Item>,
  route: { path: string; body: TObject<B>; permission: Permission; action: string; decide: Decide<Item, Record<string, unknown>> },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      route.path,
      { config: { permission: route.permission }, schema: { body: route.body, response: { 200: Envelope(resource.item) } } },
      async (request) => {
        const { id, ...input } = request.body as { id: number } & Record<string, unknown>;
        return ok(await writeRecord(app, resource, actorOf(request), { id, action: route.action, input, decide: route.decide }));
      },
    );
  };
}

/** `POST /status` with `{id, status}`: `authorize` refuses (1003) when the caller may not toggle it. */
export function statusRoute<Item extends Record<string, unknown>>(
  resource: Resource<Item>,
  permission: Permission,
  authorize: (tx: Tx, actor: Actor, before: Item, status: 'valid' | 'invalid') => void | Promise<void>,
): FastifyPluginAsyncTypebox {
  return writeRoute(resource, {
    path: '/status',
    body: StatusChange,
    permission,
    action: 'status',
    decide: async (tx, actor, before, input) => {
      await authorize(tx, actor, before, input.status as 'valid' | 'invalid');
      return { status: input.status };
    },
  });
}

/** `POST /update` with `{id, ...changed}`: `decide` checks the rule and answers the fields to set. */
export function updateRoute<Item extends Record<string, unknown>, B extends TProperties>(
  resource: Resource<Item>,
  permission: Permission,
  body: TObject<B>,
  decide: Decide<Item, Record<string, unknown>>,
): FastifyPluginAsyncTypebox {
  return writeRoute(resource, { path: '/update', body, permission, action: 'update', decide });
}
