/**
 * The meta of queries that read records as their list's rows (resources/list.ts, rowFields): react-admin
 * keeps them under keys of their own, so an edit page never starts from a partial row.
 */
export const LIST_ROWS_META = { rows: 'list' } as const;

export const isListRows = (meta: unknown) => (meta as { rows?: unknown } | undefined)?.rows === LIST_ROWS_META.rows;
