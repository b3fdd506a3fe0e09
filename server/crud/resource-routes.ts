/**
 * A resource's routes from its repository, under `/<name>` (server/crud/registry.ts): list, detail
 * and export (read-routes.ts); create and update where the declaration has their body and
 * permission; status and bulk_status where it has the `status` permission (write.ts). Each write is the kit's plain
 * one unless the resource's rules (its server hooks) say otherwise; `routes` adds calls of its own.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db';
import { readRoutes } from './read-routes';
import type { Repository } from './repository';
import { uniqueFieldCodes } from './tables';
import type { UniqueCodes } from './unique';
import {
  assertOrgInView,
  bulkStatusRoute,
  createRoute,
  plainInsert,
  statusRoute,
  updateRoute,
  type CreateSpec,
  type Decide,
} from './write';

export interface ResourceRules<Item, CreateBody, Input> {
  /** Without `detail: false`, `GET /detail` is there too. */
  detail?: boolean;
  /** The create's own rule: `prepare` runs before the transaction (password hashing, checks that read no row), `insert` in it. */
  create?: CreateSpec<Input> & { prepare?: (actor: Actor, body: CreateBody) => Input | Promise<Input> };
  /** The update's own rule: checks the input against the record, answers the fields to set. */
  update?: Decide<Item, Record<string, unknown>>;
  /** Unique index name -> the answer to a write that loses a race on it, besides the table's (1001 naming the field). */
  unique?: UniqueCodes;
  /** Enable/Disable's own rule: refuses (1003) what the caller may not toggle, or does more (ends sessions). */
  status?: (tx: Tx, actor: Actor, before: Item, status: 'valid' | 'invalid') => void | Promise<void>;
  /** Calls of its own under the resource's prefix (a dealer's quota, a store's licence, bulk actions). */
  routes?: FastifyPluginAsync[];
}

/** The plain update: the fields as sent, an org the caller sees when it moves the record. */
const plainUpdate: Decide<Record<string, unknown>, Record<string, unknown>> = async (tx, actor, _before, input) => {
  if (typeof input.org_id === 'number') await assertOrgInView(tx, actor, input.org_id);
  return input;
};

export function resourceRoutes<Item extends Record<string, unknown>, CreateBody, Input = CreateBody>(
  repo: Repository<Item, CreateBody>,
  rules: ResourceRules<Item, CreateBody, Input> = {},
): FastifyPluginAsync {
  const { create, update } = repo.bodies;
  const unique = { ...uniqueFieldCodes(repo.table, repo.declaration), ...rules.unique };
  return async (app) => {
    if (repo.list) await app.register(readRoutes(repo, { detail: rules.detail }));
    if (create && repo.has('create')) {
      const spec = rules.create ?? ({ insert: plainInsert(repo, create) } as CreateSpec<Input>);
      await app.register(createRoute<CreateBody, Input>(repo, create, { ...spec, unique: { ...unique, ...spec.unique } }));
    }
    if (update && repo.has('update'))
      await app.register(updateRoute(repo, update, rules.update ?? (plainUpdate as Decide<Item, Record<string, unknown>>), unique));
    if (repo.has('status')) {
      await app.register(statusRoute(repo, rules.status ?? (() => undefined)));
      await app.register(bulkStatusRoute(repo, rules.status ?? (() => undefined)));
    }
    for (const routes of rules.routes ?? []) await app.register(routes);
  };
}
