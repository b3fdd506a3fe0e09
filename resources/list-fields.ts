/**
 * The fields a web list asks for (`fields` of `GET /<res>/list`): the id, the columns it shows, what
 * a cell reads beside its own field (a date's country, whose clock it is written on) and its rows'
 * own fields (actions, dialogs). Only a list that declares its `rowFields` asks: without them,
 * nothing tells what its rows' actions read, and its rows carry the whole record.
 */
import type { ListDef } from './list';

export function listFields(def: Pick<ListDef, 'columns' | 'rowFields' | 'shown'>): string[] | undefined {
  if (!def.rowFields) return undefined;
  const shown = def.columns.filter((column) => !def.shown || def.shown.includes(column.source));
  const fields = [
    'id',
    ...shown.flatMap((column) => (column.zoneFrom ? [column.source, column.zoneFrom] : [column.source])),
    ...def.rowFields,
  ];
  return [...new Set(fields)];
}
