/**
 * The read routes of a resource, from its declaration: `GET /list` (filters, sort, paging),
 * `GET /detail?id` (1004 outside the caller's view) and `POST /export` (the list's filters as the
 * body, the same visibility, an .xlsx file).
 */
import { Type, type TProperties } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '../../resources/common';
import { exportBody, listQuery, type ListDef } from '../../resources/list';
import type { Permission } from '../../resources/permissions';
import { actorOf } from '../auth/plugin';
import { Envelope, ok, Paged } from '../http/envelope';
import { sendExport } from './export';
import { readOne, readPage, type PageParams } from './read';
import { allOf, filterWhere, type Order } from './source';
import type { Resource } from './write';

export interface ReadRoutes<F extends TProperties, S extends string> {
  list: ListDef<F, S>;
  permission: Permission;
  /** Defaults to true. */
  detail?: boolean;
  /** The export's permission; no export route when absent. */
  exportPermission?: Permission;
}

export function readRoutes<F extends TProperties, S extends string>(
  resource: Resource,
  options: ReadRoutes<F, S>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = app.database;

    app.get(
      '/list',
      {
        config: { permission: options.permission },
        schema: { querystring: listQuery(options.list), response: { 200: Envelope(Paged(resource.item)) } },
      },
      async (request) => {
        const query = request.query as PageParams & Record<string, unknown>;
        const where = allOf(resource.visible(actorOf(request)), filterWhere(resource.source, query));
        return ok(await readPage(db, resource.source, where, query));
      },
    );

    if (options.detail !== false) {
      app.get(
        '/detail',
        {
          config: { permission: options.permission },
          schema: { querystring: Type.Object({ id: Id }), response: { 200: Envelope(resource.item) } },
        },
        async (request) => ok(await readOne(db, resource.source, resource.visible(actorOf(request)), request.query.id)),
      );
    }

    if (options.exportPermission) {
      app.post(
        '/export',
        {
          config: { permission: options.exportPermission },
          schema: { body: exportBody(options.list), response: { 200: Type.String({ description: 'the .xlsx file' }) } },
        },
        async (request, reply) => {
          const body = request.body as { sort?: string; order?: Order } & Record<string, unknown>;
          const where = allOf(resource.visible(actorOf(request)), filterWhere(resource.source, body));
          return sendExport(request, reply, {
            db,
            resource: resource.name,
            source: resource.source,
            where,
            columns: options.list.columns,
            sort: body.sort,
            order: body.order,
          });
        },
      );
    }
  };
}
