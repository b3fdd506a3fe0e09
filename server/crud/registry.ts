/**
 * The server side of every resource, as the web app's registry is its pages' (src/admin/registry.ts):
 * each declaration (resources/index.ts) gets its routes under `/<name>`, from its server hooks when
 * server/routes/<name>/index.ts exports them (`export default serverResource(repo, rules)`), else
 * the kit's plain ones from the declaration alone. Nothing lists the resources here either.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerResource, RESOURCES } from '../../resources';
import type { ResourceDeclaration } from '../../resources/define';
import { foldersWith } from '../../resources/folders';
import { knowRepositories } from './references';
import { defineRepository, type Repository } from './repository';
import { resourceRoutes, type ResourceRules } from './resource-routes';

export interface ServerResource {
  name: string;
  repo: Repository;
  /** Its routes, registered under `/<name>`. */
  routes: FastifyPluginAsync;
}

/** A resource's server hooks: its repository (./repository.ts) and its own rules and routes (./resource-routes.ts). */
export function serverResource<Item extends Record<string, unknown>, CreateBody, Input = CreateBody>(
  repo: Repository<Item, CreateBody>,
  rules: ResourceRules<Item, CreateBody, Input> = {},
): ServerResource {
  return { name: repo.name, repo: repo as unknown as Repository, routes: resourceRoutes(repo, rules) };
}

const hookFolders = new Set(foldersWith(['server/routes', 'index.ts']));

async function hooksOf(name: string): Promise<ServerResource | undefined> {
  if (!hookFolders.has(name)) return undefined;
  const hooks = ((await import(`../routes/${name}/index.ts`)) as { default?: ServerResource }).default;
  if (hooks?.name !== name) throw new Error(`server/routes/${name}/index.ts must export default serverResource(...) of '${name}'`);
  return hooks;
}

const registered: ServerResource[] = [];

/**
 * Adds a resource that no folder holds, with its shared declaration: a test's own (its table
 * given to its repository). Before the app is built.
 */
export function registerServerResource(resource: ServerResource): void {
  registerResource(resource.repo.declaration);
  registered.push(resource);
}

/** The server side of every declared resource, then of those registered by a test. */
export async function serverResources(): Promise<ServerResource[]> {
  const declared = RESOURCES.filter((declaration) => !registered.some((resource) => resource.name === declaration.name));
  const found = await Promise.all(
    declared.map(async (declaration) => (await hooksOf(declaration.name)) ?? plainResource(declaration as ResourceDeclaration)),
  );
  const all = [...found, ...registered];
  // a reference reads the repository of the resource it names (./references.ts)
  knowRepositories(all.map((resource) => resource.repo));
  return all;
}

function plainResource(declaration: ResourceDeclaration): ServerResource {
  if (!declaration.item)
    throw new Error(`${declaration.name} declares no item: it needs server hooks (server/routes/${declaration.name}/index.ts)`);
  return serverResource(defineRepository({ ...declaration, item: declaration.item }));
}
