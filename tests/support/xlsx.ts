/** Calls an export route and reads the .xlsx it answers (or the error envelope it answers instead). */
import ExcelJS from 'exceljs';
import type { Answer } from './api-client';

export interface ExportAnswer extends Answer {
  /** Rows of the first sheet as cell values; row 0 holds the headers. */
  rows: unknown[][];
}

export async function postExport(
  base: string,
  path: string,
  body: unknown,
  token: string,
  query: Record<string, string> = {},
): Promise<ExportAnswer> {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    const json = JSON.parse(bytes.toString('utf8'));
    return { status: res.status, code: json.code, data: json.data, msg: json.msg, reason: json.reason, headers: res.headers, rows: [] };
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { status: res.status, code: 0, data: null, msg: '', headers: res.headers, rows };
}
