/** Spreadsheets for the import tests: an xlsx or csv of rows, and the multipart upload of `POST /<name>/import`. */
import ExcelJS from 'exceljs';
import { answerOf, type Answer } from './api-client';

export type Cell = string | number | { formula: string; result?: string | number };

export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stores');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const quoted = (cell: Cell) => `"${String(cell).replace(/"/g, '""')}"`;
export const csvOf = (rows: Cell[][]) => Buffer.from(rows.map((row) => row.map(quoted).join(',')).join('\r\n'));

export async function postImport(
  base: string,
  path: string,
  token: string,
  file: { name: string; content: Buffer },
  query: Record<string, string | number> = {},
): Promise<Answer> {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  return answerOf(await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
}
