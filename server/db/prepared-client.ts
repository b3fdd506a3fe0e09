/**
 * A `pg` client that prepares each parameterized query once per connection and then only binds and
 * executes it, as most PostgreSQL drivers' statement caches do: `pg` alone parses and plans every
 * query again, which was most of a list request's cost (docs/decisions/0006-embedded-postgresql.md).
 * PostgreSQL plans such a statement for its values for the first five runs, and afterwards keeps one
 * generic plan only when it is estimated no dearer than those.
 *
 * Queries without parameters keep the simple protocol (a text may hold several statements, as the
 * migrations do). Statement names are given per text, the same in every connection (`pg` prepares a
 * name on a connection's first use of it); at most MAX_STATEMENTS texts get one, the rest run
 * unnamed, so a session never holds more.
 */
import pg from 'pg';

const MAX_STATEMENTS = 500;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/** Names for query texts: `s0`, `s1`, ... in the order first seen, until MAX_STATEMENTS. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = MAX_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.limit) return known;
    const name = `s${this.names.size}`;
    this.names.set(text, name);
    return name;
  }
}

/** The config `pg` gets: `config` with a statement name when it has parameters and no name of its own. */
export function withStatementName<T>(config: T, values: unknown, names: StatementNames): T {
  // a config named already (server/db/direct-read.ts names its own) is passed on as it is
  if (typeof config !== 'object' || config === null || (config as QueryConfig).name !== undefined) return config;
  if (typeof (config as { submit?: unknown }).submit === 'function') return config;
  const query = config as QueryConfig;
  const parameters = query.values ?? values;
  if (typeof query.text !== 'string' || !Array.isArray(parameters) || parameters.length === 0) return config;
  const name = names.nameOf(query.text);
  return name === undefined ? config : ({ ...query, name } as T);
}

/** A `pg.Client` class whose parameterized queries are prepared statements named by `names`. */
export function preparingClient(names = new StatementNames()): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    static readonly statementNames = names;

    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const query = super.query as (...args: unknown[]) => never;
      const asConfig = typeof config === 'string' ? { text: config } : config;
      return query.call(this, withStatementName(asConfig, values, names), values, callback);
    }
  } as unknown as typeof pg.Client;
}

/**
 * The name `pool`'s connections give a query of `text` with `values`, as `withStatementName` would:
 * a caller that builds its own config names it at once, and `pg` copies it once rather than twice.
 */
export function statementNameIn(pool: pg.Pool, text: string, values: readonly unknown[]): string | undefined {
  if (values.length === 0) return undefined;
  const client = (pool as unknown as { options: { Client?: { statementNames?: StatementNames } } }).options.Client;
  return client?.statementNames?.nameOf(text);
}
