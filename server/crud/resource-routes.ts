/**
 * A resource's CRUD routes from its repository and only its own rules: list, detail and export
 * (read-routes.ts), and create, update and status (write.ts) where the resource gives their rule.
 * Bodies come from the resource's declaration; permissions are its `<name>:<action>` codes.
 */
import type { TObject } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db';
import { readRoutes } from './read-routes';
import type { UniqueCodes } from './unique';
import type { Repository } from './repository';
import { createRoute, statusRoute, updateRoute, type CreateSpec, type Decide } from './write';

export interface ResourceRules<Item, CreateBody, Input> {
  /** Without `detail: false`, `GET /detail` is there too. */
  detail?: boolean;
  /** `prepare` runs before the transaction (password hashing, checks that read no row). */
  create?: CreateSpec<Input> & { prepare?: (actor: Actor, body: CreateBody) => Input | Promise<Input> };
  update?: Decide<Item, Record<string, unknown>>;
  /** Unique index name -> the answer to an update that loses a race on it (create has its own in `create.unique`). */
  updateUnique?: UniqueCodes;
  status?: (tx: Tx, actor: Actor, before: Item, status: 'valid' | 'invalid') => void | Promise<void>;
}

const bodyOf = (repo: Repository, kind: 'create' | 'update'): TObject => {
  const body = repo.bodies[kind];
  if (!body) throw new Error(`${repo.name} declares no ${kind} body`);
  return body;
};

export function resourceRoutes<Item extends Record<string, unknown>, CreateBody, Input = CreateBody>(
  repo: Repository<Item, CreateBody>,
  rules: ResourceRules<Item, CreateBody, Input>,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(readRoutes(repo, { detail: rules.detail }));
    if (rules.create) await app.register(createRoute<CreateBody, Input>(repo, bodyOf(repo, 'create'), rules.create));
    if (rules.update) await app.register(updateRoute(repo, bodyOf(repo, 'update'), rules.update, rules.updateUnique));
    if (rules.status) await app.register(statusRoute(repo, rules.status));
  };
}
