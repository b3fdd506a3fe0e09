/**
 * `GET /<name>/import_template` and `POST /<name>/import` of a resource with an import kind
 * (docs/api.md, Import). The upload is the multipart field `file` (xlsx or csv, up to 5,000 rows);
 * `dry_run=1` answers the preview and writes nothing; `dry_run=0` creates the rows in one transaction
 * (all of them, or with `valid_only=1` those without an error), one audit entry per record and one
 * for the import. A file that cannot be read answers 1001 with what is wrong with it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { translate, type Locale } from '../../i18n';
import { IMPORT_FILE_BYTES_MAX, IMPORT_ROWS_MAX, ImportCreated, ImportPreview, ImportQuery } from '../../resources/import';
import type { Invalid } from '../../resources/validation';
import type { Actor } from '../auth/actor';
import { actorOf } from '../auth/plugin';
import type { Repository } from '../crud/repository';
import { mapUniqueViolations } from '../crud/unique';
import { writeAudit } from '../domain/audit';
import { ApiError, invalidParam } from '../errors';
import { Envelope, ok } from '../http/envelope';
import { requestLocale } from '../http/lang';
import { XLSX_TYPE, XlsxFile } from '../http/xlsx-answer';
import { checkRows, type CheckedRow, type ImportKind } from './check-rows';
import { columnLabel, rowsByColumn, type ValuesRow } from './columns';
import { fileRefused, readSheet } from './read-sheet';
import { templateWorkbook } from './template';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const FLAGS = ['dry_run', 'valid_only', 'org_id'] as const;

interface Upload {
  name: string;
  content: Buffer;
  fields: Record<string, string>;
}

/** The file part and the fields before it; a body the parser cannot read is 1001 `file`. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw invalidParam('file');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if ((FLAGS as readonly string[]).includes(part.fieldname)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw invalidParam('file');
      return { name: part.filename ?? '', content: await part.toBuffer(), fields };
    }
  } catch (error) {
    if (error instanceof ApiError || TOO_LARGE.has((error as { code?: string }).code ?? '')) throw error;
    throw invalidParam('file');
  }
  throw invalidParam('file');
}

const flag = (value: unknown) => value === 1 || value === '1';

function options(query: Record<string, unknown>, fields: Record<string, string>) {
  const all = { ...query, ...fields };
  const orgId = all.org_id === undefined ? undefined : Number(all.org_id);
  if (orgId !== undefined && !(Number.isInteger(orgId) && orgId > 0)) throw invalidParam('org_id');
  // a preview unless the caller says dry_run=0
  return { dryRun: all.dry_run === undefined || flag(all.dry_run), validOnly: flag(all.valid_only), orgId };
}

/** The rows of the upload by column; refuses a file with no data row, or too many. */
async function valuesOf(resource: ImportKind<unknown>['resource'], upload: Upload, locale: Locale): Promise<ValuesRow[]> {
  const rows = rowsByColumn(resource, await readSheet(upload.name, upload.content), locale);
  if (rows.length === 0) throw fileRefused('no_rows');
  if (rows.length > IMPORT_ROWS_MAX) throw fileRefused('too_many_rows', { max: IMPORT_ROWS_MAX });
  return rows;
}

const message = (locale: Locale, refusal: Invalid) => translate(locale, refusal.message, refusal.args);

function errorsOf(rows: CheckedRow[], locale: Locale) {
  return rows.flatMap((row) => row.errors.map((e) => ({ row: row.row, column: e.column, message: message(locale, e.refusal) })));
}

/** 1001 with the first error's message, naming its row and column: a commit refused whole. */
function firstError(resource: ImportKind<unknown>['resource'], rows: CheckedRow[], locale: Locale): ApiError {
  const row = rows.find((r) => r.errors.length > 0)!;
  const [{ column, refusal }] = row.errors;
  const args = { row: row.row, column: columnLabel(resource, column, locale), message: message(locale, refusal) };
  return invalidParam(column, { message: 'import.row_error', args });
}

async function commit<Ctx>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  kind: ImportKind<Ctx>,
  actor: Actor,
  request: { upload: Upload; rows: ValuesRow[]; orgId?: number; validOnly: boolean; locale: Locale },
): Promise<number[]> {
  const { rows, orgId, validOnly, locale, upload } = request;
  return mapUniqueViolations(kind.unique, () =>
    app.database.db.transaction(async (tx) => {
      await kind.lock?.(tx, orgId ?? actor.orgId, rows);
      const ctx = await kind.context(tx, actor, orgId, rows);
      const checked = checkRows(kind, ctx, rows);
      const chosen = checked.filter((row) => row.errors.length === 0);
      if (chosen.length < checked.length && !validOnly) throw firstError(kind.resource, checked, locale);
      if (chosen.length === 0) throw fileRefused('no_valid_rows');
      const accounts = kind.cost?.(ctx, chosen).accounts ?? 0;
      const ids = await kind.commit(tx, actor, ctx, chosen);
      const counts = { file: upload.name, rows: rows.length, created: ids.length, left_out: rows.length - ids.length, accounts };
      await writeAudit(tx, actor, { action: 'import', resource: kind.resource, recordId: null, after: counts });
      return ids;
    }),
  );
}

export function importRoutes<Ctx>(repo: Repository, kind: ImportKind<Ctx>): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: IMPORT_FILE_BYTES_MAX, files: 1, fields: FLAGS.length, parts: FLAGS.length + 1 } });
    const permission = repo.permission('import');

    app.get('/import_template', { config: { permission }, schema: { response: { 200: XlsxFile } } }, async (request, reply) => {
      const locale = requestLocale(request);
      const content = await templateWorkbook(kind.resource, locale, await kind.template(app.database.db, actorOf(request), locale));
      const name = `${translate(locale, 'import.template_name', { name: translate(locale, `resources.${kind.resource}.name`).split('||||').pop()!.trim() })}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(content);
    });

    app.post(
      '/import',
      {
        config: { permission },
        schema: {
          querystring: ImportQuery,
          response: { 200: Envelope(Type.Union([ImportPreview, ImportCreated])) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const locale = requestLocale(request);
        const upload = await readUpload(request);
        const { dryRun, validOnly, orgId } = options(request.query, upload.fields);
        const rows = await valuesOf(kind.resource, upload, locale);
        if (!dryRun) {
          const ids = await commit(app, kind, actor, { upload, rows, orgId, validOnly, locale });
          return ok({ created: ids });
        }
        const ctx = await kind.context(app.database.db, actor, orgId, rows);
        const checked = checkRows(kind, ctx, rows);
        const valid = checked.filter((row) => row.errors.length === 0);
        return ok({
          columns: [...new Set(rows.flatMap((row) => Object.keys(row.values)))],
          rows: rows.map(({ row, values }) => ({ row, values })),
          valid: valid.length,
          errors: errorsOf(checked, locale),
          cost: kind.cost?.(ctx, valid) ?? null,
        });
      },
    );
  };
}
