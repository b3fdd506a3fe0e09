/**
 * `GET /search` (resources/search.ts): the records of each kind the caller may list, found by id or
 * by a part of a name. Per kind, three small reads in one statement, each stopping at the limit:
 * the record of that id, names starting with the text (a `lower(name)` prefix index, in its order),
 * and, from three characters, names holding it anywhere (a trigram index). Exact and prefix
 * matches come first.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../../resources/permissions';
import { SEARCH_DEFAULT_LIMIT, SEARCH_KINDS, SearchQuery, SearchResult, type SearchHit, type SearchKind } from '../../../resources/search';
import type { Actor } from '../../auth/actor';
import { actorOf } from '../../auth/plugin';
import { allOf, containsIgnoringCase, startsWithIgnoringCase } from '../../crud/source';
import type { DbOrTx } from '../../db';
import { Envelope, ok } from '../../http/envelope';
import { SEARCH_SOURCES, type SearchSource } from './sources';

const MAX_ID = 2_147_483_647;
/** A trigram index finds a part of a name only from three characters; shorter texts match names' starts. */
const CONTAINS_MIN_LENGTH = 3;

/** The text as an id, when it is one. */
function idOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

interface Ranked {
  rank: number;
  id: number;
  name: string;
  detail: string;
}

/** SQL true when any of `fields` holds a match of `condition`. */
const anyOf = (fields: SQL[], condition: (field: SQL) => SQL | undefined) =>
  sql`(${sql.join(
    fields.map((f) => condition(f) ?? sql`false`),
    sql` or `,
  )})`;

function hitsQuery(source: SearchSource, actor: Actor, text: string, limit: number): SQL {
  const { repo, id, name, detail, matched } = source;
  const select = (rank: number, where: SQL) =>
    sql`select ${rank}::int as rank, ${id} as id, ${name} as name, ${detail} as detail from ${repo.source.from} where ${allOf(repo.visible(actor), where)}`;
  const parts: SQL[] = [];
  const exactId = idOf(text);
  if (exactId !== undefined) parts.push(sql`(${select(0, sql`${id} = ${exactId}`)})`);
  parts.push(
    sql`(${select(
      1,
      anyOf(matched, (f) => startsWithIgnoringCase(f, text)),
    )} limit ${limit})`,
  );
  if ([...text].length >= CONTAINS_MIN_LENGTH) {
    parts.push(
      sql`(${select(
        2,
        anyOf(matched, (f) => containsIgnoringCase(f, text)),
      )} limit ${limit})`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/** A kind's hits, each record once at its best rank, best first then by name, at most `limit`. */
function bestHits(kind: SearchKind, rows: Ranked[], limit: number): SearchHit[] {
  const best = new Map<number, Ranked>();
  for (const row of rows) {
    const known = best.get(row.id);
    if (!known || row.rank < known.rank) best.set(row.id, row);
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, limit)
    .map(({ id, name, detail }) => ({ kind, id, name, detail }));
}

async function search(db: DbOrTx, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const kinds = SEARCH_KINDS.filter((kind) => can(actor, `${kind}:list`));
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const rows = (await db.execute<Ranked & Record<string, unknown>>(hitsQuery(SEARCH_SOURCES[kind], actor, text, limit))).rows;
      return bestHits(kind, rows, limit);
    }),
  );
  return found.flat();
}

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: SearchQuery, response: { 200: Envelope(SearchResult) } } }, async (request) => {
    const { q, limit = SEARCH_DEFAULT_LIMIT } = request.query;
    return ok({ list: await search(app.database.db, actorOf(request), q.trim(), limit) });
  });
};
