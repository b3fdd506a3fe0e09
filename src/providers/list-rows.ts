import type { ListDef } from '../../resources/list';
import { listFields } from '../../resources/list-fields';

/**
 * The meta of queries that read records as their list's rows (resources/list.ts, rowFields): react-admin
 * keeps them under keys of their own, so an edit page never starts from a partial row.
 */
export const LIST_ROWS_META = { rows: 'list' } as const;

export const isListRows = (meta: unknown) => (meta as { rows?: unknown } | undefined)?.rows === LIST_ROWS_META.rows;

/** The meta of a list page's rows: with the fields its columns and row actions read, when the list declares them. */
export function listRowsMeta(def: Partial<Pick<ListDef, 'columns' | 'rowFields' | 'shown'>>): { rows: 'list'; fields?: string[] } {
  const fields = def.columns && listFields({ ...def, columns: def.columns });
  return fields ? { ...LIST_ROWS_META, fields } : LIST_ROWS_META;
}

/** The fields a list-rows query asks for (`fields`), when its meta names them. */
export const fieldsOf = (meta: unknown): string[] | undefined => (meta as { fields?: string[] } | undefined)?.fields;
