/**
 * What a declared reference means on the server (resources/reference.ts): a `ref` field written on
 * create or update must name a record the caller sees (1004 otherwise, as if it did not exist), and a
 * record visible `through` a reference is visible exactly where the record it points at is, by that
 * resource's own rule. Both read the other resource's repository, found here by name once every
 * resource's server side is made (./registry.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { refsOf } from '../../resources/reference-fields';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db';
import { notFound } from '../errors';
import type { Repository } from './repository';
import { allOf } from './source';

const repositories = new Map<string, Repository>();

/** Makes the repositories of the app's resources known by name (./registry.ts, when it has made them). */
export function knowRepositories(all: readonly Repository[]): void {
  for (const repo of all) repositories.set(repo.name, repo);
}

/** The repository of a resource that a reference names; a name no resource has fails at the first use. */
export function repositoryNamed(name: string): Repository {
  const repo = repositories.get(name);
  if (!repo) throw new Error(`a reference names '${name}', which is no resource of the server`);
  return repo;
}

/** The ids of `resource`'s records the actor sees: a subquery, for `<field> in (…)`. */
export function visibleIds(resource: string, actor: Actor): SQL {
  const parent = repositoryNamed(resource);
  return sql`select ${parent.source.id} from ${parent.source.from} where ${parent.visible(actor)}`;
}

/** 1004 unless each `ref` field of the input names a record of its resource that the actor sees (null: none named). */
export async function assertReferencesInView(tx: Tx, repo: Repository, actor: Actor, input: unknown): Promise<void> {
  if (typeof input !== 'object' || input === null) return;
  const values = input as Record<string, unknown>;
  for (const { field, resource } of refsOf(repo.item)) {
    const id = values[field];
    if (typeof id !== 'number') continue;
    const parent = repositoryNamed(resource);
    const { rows } = await tx.execute(
      sql`select 1 from ${parent.source.from} where ${allOf(sql`${parent.source.id} = ${id}`, parent.visible(actor))}`,
    );
    if (rows.length === 0) throw notFound();
  }
}
