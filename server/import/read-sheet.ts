/**
 * An uploaded spreadsheet as rows of text: an xlsx (its first sheet) or a csv (UTF-8, or GB18030 as
 * Chinese Excel saves it). The format is read from the content, never from the name alone: a file
 * whose name says one format and whose content is another is refused as such. A formula is never
 * evaluated: its cell reads as the formula's text and is marked, so that the row says so.
 * A file that cannot be read answers 1001 (`reason: file`) with what is wrong in the caller's words.
 */
import type ExcelJS from 'exceljs';
import { IMPORT_ROWS_MAX } from '../../resources/import';
import { invalidParam } from '../errors';

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1 when it is the first). */
  row: number;
  cells: string[];
  /** Indexes of the cells that held a formula. */
  formulas: number[];
}

type FileProblem = 'empty' | 'type' | 'renamed' | 'unreadable' | 'too_many_rows' | 'header' | 'no_rows' | 'no_valid_rows';

/** 1001 on `file` with the problem's own message (i18n `import.file.<problem>`). */
export const fileRefused = (problem: FileProblem, args: Record<string, unknown> = {}) =>
  invalidParam('file', { message: `import.file.${problem}`, args });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (content: Buffer, bytes: number[]) => bytes.every((byte, i) => content[i] === byte);
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The format the content is: a zip (xlsx), text (csv), or something else. */
function formatOf(content: Buffer): 'xlsx' | 'csv' | 'other' {
  if (startsWith(content, ZIP)) return 'xlsx';
  return content.subarray(0, 8192).includes(0) ? 'other' : 'csv';
}

/** The problem of content that is not the format its name says (or no readable format at all). */
function mismatch(name: string, format: 'xlsx' | 'csv' | 'other'): FileProblem | undefined {
  const ext = extensionOf(name);
  if (format === 'other') return ext === 'xlsx' || ext === 'csv' ? 'renamed' : 'type';
  if (ext !== 'xlsx' && ext !== 'csv' && ext !== 'txt' && ext !== '') return 'type';
  if (ext === 'xlsx' && format === 'csv') return 'renamed';
  if (ext === 'csv' && format === 'xlsx') return 'renamed';
  return undefined;
}

/** A cell's value as text, and whether it held a formula. */
function cellText(value: ExcelJS.CellValue): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if (typeof value !== 'object') return { text: String(value), formula: false };
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return { text: `=${formula}`, formula: true };
  }
  if ('richText' in value) return { text: value.richText.map((part) => part.text).join(''), formula: false };
  if ('text' in value) return { text: String(value.text), formula: false };
  if ('error' in value) return { text: String(value.error), formula: false };
  return { text: '', formula: false };
}

async function xlsxRows(content: Buffer): Promise<SheetRow[]> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(content as never);
  } catch {
    throw fileRefused('unreadable');
  }
  const sheet = workbook.worksheets.find((w) => w.state !== 'hidden' && w.state !== 'veryHidden');
  if (!sheet) throw fileRefused('unreadable');
  if (sheet.actualRowCount > IMPORT_ROWS_MAX + 1) throw fileRefused('too_many_rows', { max: IMPORT_ROWS_MAX });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    const formulas: number[] = [];
    for (let i = 1; i <= row.cellCount; i++) {
      const { text, formula } = cellText(row.getCell(i).value);
      cells.push(text);
      if (formula) formulas.push(i - 1);
    }
    rows.push({ row: number, cells, formulas });
  });
  return rows;
}

/** Text in UTF-8 (a BOM dropped), else GB18030. */
function decode(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(content);
    } catch {
      throw fileRefused('unreadable');
    }
  }
}

/** RFC 4180 fields: quoted with `"` (doubled inside), separated by the header line's separator (`,`, `;` or a tab). */
function csvRows(content: Buffer): SheetRow[] {
  const text = decode(content);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [',', ';', '\t'].find((s) => firstLine.includes(s)) ?? ',';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: start, cells, formulas: [] });
    if (rows.length > IMPORT_ROWS_MAX + 1) throw fileRefused('too_many_rows', { max: IMPORT_ROWS_MAX });
    cells = [];
    cell = '';
    start = line;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRow();
    } else cell += c;
  }
  endRow();
  return rows;
}

/** The rows of an uploaded file named `name`; refuses (1001) an empty, unreadable or oversized one. */
export async function readSheet(name: string, content: Buffer): Promise<SheetRow[]> {
  if (content.length === 0) throw fileRefused('empty');
  const format = formatOf(content);
  const problem = mismatch(name, format);
  if (problem) throw fileRefused(problem, { ext: extensionOf(name) || '-' });
  const rows = format === 'xlsx' ? await xlsxRows(content) : csvRows(content);
  if (rows.length === 0) throw fileRefused('empty');
  return rows;
}
