/**
 * `GET /search`: stores, brands, dealers and employees found by name or id within what the caller
 * sees. Shared by the server (its schemas) and the web app's search box.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OneOf } from './common';

/** The kinds of record the search finds, each a declared resource whose list the caller may read. */
export const SEARCH_KINDS = ['store', 'company', 'distributor', 'staff'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits per kind when the caller does not say. */
export const SEARCH_DEFAULT_LIMIT = 5;

export const SearchQuery = Type.Object({
  /** A part of a name (case-insensitive), or a record's id. */
  q: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});

export const SearchHit = Type.Object({
  kind: OneOf(SEARCH_KINDS),
  id: Type.Integer(),
  name: Type.String(),
  /** What tells two hits of the same name apart: a store's brand and dealer, an employee's account and org. */
  detail: Type.String(),
});
export type SearchHit = Static<typeof SearchHit>;

export const SearchResult = Type.Object({ list: Type.Array(SearchHit) });
export type SearchResult = Static<typeof SearchResult>;
