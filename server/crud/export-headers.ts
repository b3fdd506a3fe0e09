/**
 * The header row of an export: each column's label in the caller's language, a time's followed by
 * the zone its cells are written in (`Activated at (GMT+7)`). A column read on each record's clocks
 * names the zone its rows share, or says "local time" when their countries' zones differ.
 */
import { sql, type SQL } from 'drizzle-orm';
import { translate, type Locale } from '../../i18n';
import { timeZoneOf } from '../../resources/countries';
import type { Column } from '../../resources/list';
import type { DbOrTx } from '../db';
import { zoneLabel } from './export-cells';
import type { Source } from './source';

export interface HeaderRequest {
  db: DbOrTx;
  resource: string;
  source: Source;
  where: SQL;
  columns: readonly Column[];
  /** The zone of the times that are not read on a record's clocks. */
  timeZone: string;
}

/** The zone label every matching row's `field` (a country) gives, or undefined when they differ or there is no row. */
async function sharedZoneLabel({ db, source, where }: HeaderRequest, field: string): Promise<string | undefined> {
  const { rows } = await db.execute<{ country: string | null }>(sql`select distinct exported.${sql.identifier(field)} as country
    from (select ${source.listColumns ?? source.columns} from ${source.from} where ${where}) as exported`);
  const labels = new Set(rows.map((row) => zoneLabel(timeZoneOf(row.country ?? ''))));
  return labels.size === 1 ? [...labels][0] : undefined;
}

export async function headersOf(req: HeaderRequest, locale: Locale): Promise<string[]> {
  const shared = new Map<string, string | undefined>();
  for (const field of new Set(req.columns.flatMap((c) => (c.type === 'date' && c.zoneFrom ? [c.zoneFrom] : [])))) {
    shared.set(field, await sharedZoneLabel(req, field));
  }
  return req.columns.map((column) => {
    const field = translate(locale, `resources.${req.resource}.fields.${column.source}`);
    if (column.type !== 'date') return field;
    const zone = column.zoneFrom ? (shared.get(column.zoneFrom) ?? translate(locale, 'export.local_time')) : zoneLabel(req.timeZone);
    return translate(locale, 'export.zoned_header', { field, zone });
  });
}
