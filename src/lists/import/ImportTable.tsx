import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportPreview } from './import-api';

export type RowFilter = 'all' | 'errors' | 'valid';

/** Rows shown at once: a preview of 5,000 rows stays quick; the filter and the search find the rest. */
export const ROWS_SHOWN = 200;

interface Props {
  preview: ImportPreview;
  labelOf: (column: string) => string;
  filter: RowFilter;
  search: string;
}

type Errors = Map<number, Map<string, string>>;

const errorsByRow = (preview: ImportPreview): Errors => {
  const map: Errors = new Map();
  for (const e of preview.errors) {
    if (!map.has(e.row)) map.set(e.row, new Map());
    map.get(e.row)!.set(e.column, e.message);
  }
  return map;
};

/** The rows the filter and the search keep, those with errors first, in sheet order. */
export function shownRows(preview: ImportPreview, filter: RowFilter, search: string) {
  const errors = errorsByRow(preview);
  const text = search.trim().toLowerCase();
  const rows = preview.rows.filter((row) => {
    const failed = errors.has(row.row);
    if ((filter === 'errors' && !failed) || (filter === 'valid' && failed)) return false;
    return !text || Object.values(row.values).some((value) => value.toLowerCase().includes(text));
  });
  rows.sort((a, b) => Number(errors.has(b.row)) - Number(errors.has(a.row)) || a.row - b.row);
  return { rows, errors };
}

/** The preview's rows as a table; each error sits on its cell, in red, under the cell's value. */
export function ImportTable({ preview, labelOf, filter, search }: Props) {
  const translate = useTranslate();
  const { rows, errors } = shownRows(preview, filter, search);
  return (
    <>
      <Table size="small" data-testid="import-table" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('import.page.row')}</TableCell>
            {preview.columns.map((column) => (
              <TableCell key={column}>{labelOf(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, ROWS_SHOWN).map((row) => (
            <TableRow key={row.row} data-testid="import-row" data-row={row.row} data-failed={errors.has(row.row) || undefined}>
              <TableCell>{row.row}</TableCell>
              {preview.columns.map((column) => {
                const error = errors.get(row.row)?.get(column);
                return (
                  <TableCell
                    key={column}
                    data-column={column}
                    data-testid={error ? 'import-error-cell' : undefined}
                    sx={error ? { bgcolor: 'error.light', color: 'error.contrastText' } : undefined}
                  >
                    {row.values[column]}
                    {error && (
                      <Typography variant="caption" component="div" role="alert">
                        {error}
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1, display: 'block' }}>
        {translate('import.page.shown', { shown: Math.min(rows.length, ROWS_SHOWN), count: rows.length })}
      </Typography>
    </>
  );
}
