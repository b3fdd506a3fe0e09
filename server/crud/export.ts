/**
 * Export as `.xlsx`, streamed: rows are read in keyset pages (ordered by the sort field, then the
 * id) and written through exceljs's streaming writer straight into the reply, so a large export never
 * holds the whole file, nor all rows, in memory. Headers and choice values are in the caller's language;
 * times and texts are written as ./export-cells.ts says.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { catalogs, translate, type Locale } from '../../i18n';
import { lookup } from '../../i18n/merge';
import type { Column } from '../../resources/list';
import { localStamp } from '../../resources/zoned-time';
import { requestLocale } from '../http/lang';
import { XLSX_TYPE } from '../http/xlsx-answer';
import { dateCell, dayCell, safeText, zoneOfCell } from './export-cells';
import { headersOf, type HeaderRequest } from './export-headers';
import { sortOf, type Order } from './source';

export const EXPORT_PAGE_ROWS = 1000;

export interface ExportRequest extends HeaderRequest {
  sort?: string;
  order?: Order;
}

type Row = Record<string, unknown> & { __key: string; __id: number };

/** Every row matching `where`, one page at a time, in the list's order. */
async function* pagesOf({ db, source, where, sort, order }: ExportRequest): AsyncGenerator<Row[]> {
  const { expr, dir, order: direction } = sortOf(source, sort, order);
  const compare = sql.raw(direction === 'asc' ? '>' : '<');
  let after: Row | undefined;
  for (;;) {
    const keyset = after ? sql`and (${expr}, ${source.id}) ${compare} (${after.__key}, ${after.__id})` : sql``;
    const { rows } =
      await db.execute<Row>(sql`select ${source.listColumns ?? source.columns}, (${expr})::text as __key, ${source.id} as __id
      from ${source.from} where ${where} ${keyset}
      order by ${expr} ${dir}, ${source.id} ${dir} limit ${EXPORT_PAGE_ROWS}`);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1];
  }
}

/** The number format of a column's cells: a time with its seconds, a calendar date alone. */
const CELL_FORMATS: Partial<Record<Column['type'], Partial<ExcelJS.Style>>> = {
  date: { numFmt: 'yyyy-mm-dd hh:mm:ss' },
  day: { numFmt: 'yyyy-mm-dd' },
};

function cellOf(column: Column, row: Row, locale: Locale, timeZone: string): unknown {
  const value = row[column.source];
  if (value === null || value === undefined) return null;
  if (column.type === 'choice') return lookup(catalogs[locale], `${column.labels ?? `app.${column.source}`}.${String(value)}`) ?? value;
  if (column.type === 'date') return dateCell(String(value), zoneOfCell(column, row, timeZone));
  if (column.type === 'day') return dayCell(String(value));
  return typeof value === 'string' ? safeText(value) : value;
}

/** The plural of `resources.<name>.name` (react-admin's `Dealer |||| Dealers`). */
const pluralName = (resource: string, locale: Locale) => translate(locale, `resources.${resource}.name`).split('||||').pop()!.trim();

/** `Dealers-20250101-120000.xlsx`: the resource's plural name in the caller's language and the time on the caller's clocks. */
export function exportFileName(resource: string, locale: Locale, timeZone: string, now = new Date()): string {
  return `${pluralName(resource, locale)}-${localStamp(now, timeZone)}.xlsx`;
}

/** RFC 5987 encoding of a file name for `filename*=UTF-8''…`. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type ZipEntry = NodeJS.EventEmitter & { _writableState?: { needDrain: boolean } };

/** The zip entry stream a streamed worksheet writes into (exceljs internals: its StreamBuf's pipe). */
export function zipEntryOf(sheet: ExcelJS.Worksheet): ZipEntry | undefined {
  return (sheet as unknown as { stream?: { pipes?: ZipEntry[] } }).stream?.pipes?.[0];
}

export async function sendExport(request: FastifyRequest, reply: FastifyReply, req: ExportRequest) {
  const locale = requestLocale(request);
  const pages = pagesOf(req);
  // The first page is read before answering, so a failure still gets the error envelope.
  const first = await pages.next();
  const out = new PassThrough();
  // Loaded on the first export, not at start: exceljs and its zip libraries weigh on the server's
  // start-up (docs/decisions/0004-start-and-request-cost.md).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(pluralName(req.resource, locale));
  const headers = await headersOf(req, locale);
  sheet.columns = req.columns.map((c, i) => ({
    header: headers[i],
    key: c.source,
    width: c.type === 'date' ? 20 : c.type === 'number' || c.type === 'day' ? 12 : 24,
    style: CELL_FORMATS[c.type],
  }));
  // The client may go away mid-download: stop reading then, and never wait for a drain that won't come.
  const stop = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) stop.abort();
  });

  const write = async () => {
    let page = first;
    while (!page.done) {
      for (const row of page.value) {
        sheet.addRow(Object.fromEntries(req.columns.map((c) => [c.source, cellOf(c, row, locale, req.timeZone)]))).commit();
      }
      // The next page is read while the zip catches up.
      const next = pages.next();
      next.catch(() => undefined); // awaited below; a failure then is handled there
      // exceljs's sheet stream writes into the zip entry without waiting for it, so the
      // uncompressed XML would pile up there whenever deflate falls behind: wait for that too.
      const entry = zipEntryOf(sheet);
      if (entry?._writableState?.needDrain) await once(entry, 'drain', { signal: stop.signal });
      if (out.writableNeedDrain) await once(out, 'drain', { signal: stop.signal });
      if (stop.signal.aborted) throw new Error('export aborted by the client');
      page = await next;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    void pages.return(undefined);
    if (!stop.signal.aborted) request.log.error({ err: error }, 'export failed');
    out.destroy();
  });

  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${rfc5987(exportFileName(req.resource, locale, req.timeZone))}`)
    .send(out);
}
