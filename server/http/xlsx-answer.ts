/** What a route that answers a spreadsheet says of it: its content type and its OpenAPI 200 schema. */
import { Type } from '@sinclair/typebox';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The 200 answer of an export or a template (docs/openapi.json; the storm test knows such calls by it). */
export const XlsxFile = Type.Unsafe<Uint8Array | string>({ type: 'string', description: 'the .xlsx file' });
