import type { TObject, TSchema } from '@sinclair/typebox';

/**
 * The record field a list filter is about (its column on the server, its label and choices on the
 * web): the field of the same name, else the one with the very same schema (`os: PlatformValue` is
 * about `platform`). Types only: the web kit's pages load no schema code through it.
 */
export function fieldOfFilter(item: TObject, filter: string, schema: TSchema): string {
  if (filter in item.properties) return filter;
  return Object.entries(item.properties).find(([, field]) => field === schema)?.[0] ?? filter;
}
