/**
 * Import of stores and employees from a spreadsheet (docs/api.md, Import): the columns of each
 * template, who may import, the limits, and the answers of `POST /<name>/import`. Each row is checked
 * by its resource's create body (resources/<name>/schema.ts), after its names are resolved to ids.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common';
import { LICENCE_YEARS_MAX } from './store/lifecycle';
import { both, isOperator, managerOrAdmin, type Rule } from './roles';

/** Data rows one file may hold, at most (the header row aside). */
export const IMPORT_ROWS_MAX = 5000;
/** Bytes of one uploaded file, at most: 5,000 full rows of text fit well within. */
export const IMPORT_FILE_BYTES_MAX = 10 * 1024 * 1024;

/** Dealers' admins and managers, and the operator's admins. */
export const mayImport: Rule = both(managerOrAdmin, (actor) => !isOperator(actor) || actor.role === 'admin');

export type ImportResource = 'store' | 'staff';

/** A template column: the field it fills (a name stands for an id: `company_name` gives `company_id`) and whether a row must fill it. */
export interface ImportColumn {
  key: string;
  required: boolean;
}

/** A store's licence years on import: empty leaves it waiting for activation; 1 to 10 activates it, one account a year. */
export const LICENCE_YEAR_CHOICES = Array.from({ length: LICENCE_YEARS_MAX }, (_, i) => String(i + 1));

export const IMPORT_COLUMNS: Record<ImportResource, readonly ImportColumn[]> = {
  store: [
    { key: 'company_name', required: true },
    { key: 'name', required: true },
    { key: 'country', required: false },
    { key: 'tables', required: false },
    { key: 'address', required: false },
    { key: 'contact_name', required: false },
    { key: 'contact_phone', required: false },
    { key: 'email', required: false },
    { key: 'version_name', required: false },
    { key: 'licence_years', required: false },
  ],
  staff: [
    { key: 'account', required: true },
    { key: 'name', required: true },
    { key: 'role', required: true },
    { key: 'phone', required: false },
    { key: 'email', required: false },
    { key: 'password', required: true },
  ],
};

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal(0), Type.Literal(1)]);

/** The query of `POST /<name>/import` (each may also come as a multipart field before `file`). */
export const ImportQuery = Type.Object({
  /** 1 (default): validate and answer the preview, writing nothing; 0: create. */
  dry_run: Type.Optional(Flag),
  /** With dry_run=0: create the valid rows and leave out those with errors (else any error refuses the whole file). */
  valid_only: Type.Optional(Flag),
  /** The dealer whose brands the rows name (stores) or whose employees they become (staff): the caller's org unless given. */
  org_id: Type.Optional(Id),
});

export const ImportError = Type.Object({ row: Type.Integer(), column: Type.String(), message: Type.String() });
export type ImportError = Static<typeof ImportError>;

export const ImportRow = Type.Object({
  /** The sheet's row number (the header is row 1). */
  row: Type.Integer(),
  values: Type.Record(Type.String(), Type.String()),
});
export type ImportRow = Static<typeof ImportRow>;

export const ImportCost = Type.Object({
  /** Accounts the rows to create take from the dealer's quota (one per licence year). */
  accounts: Type.Integer(),
  /** The dealer's remaining accounts now; null for the operator (unlimited). */
  remaining: Nullable(Type.Integer()),
  org_id: Type.Integer(),
  org_name: Type.String(),
});
export type ImportCost = Static<typeof ImportCost>;

export const ImportPreview = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(ImportRow),
  /** Rows without an error: those an import of the valid rows creates. */
  valid: Type.Integer(),
  errors: Type.Array(ImportError),
  cost: Nullable(ImportCost),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportCreated = Type.Object({ created: Type.Array(Type.Integer()) });
