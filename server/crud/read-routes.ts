/**
 * The read routes of a resource, from its repository: `GET /list` (filters, sort, paging),
 * `GET /detail?id` (1004 outside the caller's view) and, when the resource declares an `export`
 * permission, `POST /export` (the list's filters as the body, the same visibility, an .xlsx file).
 * All need the resource's `list` permission (export its `export` one).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { choiceLabels } from '../../i18n/resource-messages';
import { Id } from '../../resources/common';
import { exportBody, listItem, listQuery, PartialRow } from '../../resources/list';
import { actorOf } from '../auth/plugin';
import { Envelope, ok } from '../http/envelope';
import { XlsxFile } from '../http/xlsx-answer';
import { sendExport } from './export';
import { readOne, readPage, type PageParams } from './read';
import type { Repository } from './repository';
import { allOf, filterWhere, idIn, type Order } from './source';
import { PagedWithTotal } from './total';

export function readRoutes(repo: Repository, options: { detail?: boolean } = {}): FastifyPluginAsyncTypebox {
  const list = repo.list;
  if (!list) throw new Error(`${repo.name} declares no list`);
  // a choice column's labels: the resource's own, else the app's (i18n/resource-messages.ts)
  const columns = list.columns.map((column) =>
    column.type === 'choice' ? { ...column, labels: column.labels ?? choiceLabels(repo.declaration, column.source) } : column,
  );
  const row = listItem(repo.item, list);
  return async (app) => {
    const { db } = app.database;
    const permission = repo.permission('list');

    app.get(
      '/list',
      {
        config: { permission },
        schema: { querystring: listQuery(list, row), response: { 200: Envelope(PagedWithTotal(PartialRow(row))) } },
      },
      async (request) => {
        const query = request.query as PageParams & { ids?: string; fields?: string } & Record<string, unknown>;
        const actor = actorOf(request);
        const source = repo.sourceFor(actor);
        const where = allOf(repo.visible(actor), filterWhere(source, query), idIn(source, query.ids));
        // records named by id are few: no need for the whole-table reading paths
        const seesAll = repo.seesAll(actor) && query.ids === undefined;
        return ok(await readPage(db, source, where, query, { seesAll, fields: query.fields?.split(',') }));
      },
    );

    if (options.detail !== false) {
      app.get(
        '/detail',
        { config: { permission }, schema: { querystring: Type.Object({ id: Id }), response: { 200: Envelope(repo.item) } } },
        async (request) => {
          const actor = actorOf(request);
          return ok(await readOne(db, repo.sourceFor(actor), repo.visible(actor), request.query.id));
        },
      );
    }

    if (repo.has('export')) {
      app.post(
        '/export',
        {
          config: { permission: repo.permission('export') },
          schema: { body: exportBody(list), response: { 200: XlsxFile } },
        },
        async (request, reply) => {
          const body = request.body as { sort?: string; order?: Order; tz?: string; ids?: number[] } & Record<string, unknown>;
          const actor = actorOf(request);
          const source = repo.sourceFor(actor);
          // "Export selected": the rows chosen, still only those the caller sees
          const where = allOf(repo.visible(actor), filterWhere(source, body), idIn(source, body.ids));
          return sendExport(request, reply, {
            db,
            resource: repo.name,
            source,
            where,
            columns,
            sort: body.sort,
            order: body.order,
            timeZone: body.tz ?? 'UTC',
          });
        },
      );
    }
  };
}
