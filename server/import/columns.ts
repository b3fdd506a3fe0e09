/**
 * The columns of an import template and how an uploaded header row is matched to them: by the
 * column's header in either language (what the template says), or by its field name, case and a
 * trailing required mark (`*`) aside.
 */
import { catalogs, translate } from '../../i18n';
import { LOCALES, type Locale } from '../../i18n/locales';
import { lookup } from '../../i18n/merge';
import { IMPORT_COLUMNS, type ImportResource } from '../../resources/import';
import { fileRefused, type SheetRow } from './read-sheet';

/** A column's header in `locale`: the resource's field label, or the import's own (`licence_years`). */
export function columnLabel(resource: ImportResource, key: string, locale: Locale): string {
  return lookup(catalogs[locale], `import.field.${key}`) ?? translate(locale, `resources.${resource}.fields.${key}`);
}

const normal = (text: string) =>
  text
    .trim()
    .replace(/\s*\*$/, '')
    .toLowerCase();

/** Each column's index in the header row; refuses a header row that lacks a required column. */
function columnIndexes(resource: ImportResource, header: string[], locale: Locale): Map<string, number> {
  const cells = header.map(normal);
  const indexes = new Map<string, number>();
  for (const { key } of IMPORT_COLUMNS[resource]) {
    const names = new Set([key, ...LOCALES.map((l) => normal(columnLabel(resource, key, l)))]);
    const index = cells.findIndex((cell) => names.has(cell));
    if (index >= 0) indexes.set(key, index);
  }
  const missing = IMPORT_COLUMNS[resource].filter((c) => c.required && !indexes.has(c.key));
  if (missing.length > 0) {
    const columns = missing.map((c) => columnLabel(resource, c.key, locale)).join(', ');
    throw fileRefused('header', { columns });
  }
  return indexes;
}

export interface ValuesRow {
  row: number;
  values: Record<string, string>;
  /** Columns whose cell held a formula. */
  formulas: string[];
}

/** The data rows below the header (the first row), each as its columns' texts, trimmed. */
export function rowsByColumn(resource: ImportResource, rows: SheetRow[], locale: Locale): ValuesRow[] {
  const [header, ...data] = rows;
  const indexes = columnIndexes(resource, header.cells, locale);
  return data.map(({ row, cells, formulas }) => {
    const values: Record<string, string> = {};
    const formulaColumns: string[] = [];
    for (const [key, index] of indexes) {
      values[key] = (cells[index] ?? '').trim();
      if (formulas.includes(index)) formulaColumns.push(key);
    }
    return { row, values, formulas: formulaColumns };
  });
}
