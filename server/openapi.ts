/**
 * The OpenAPI 3.1 document of the API, generated from the route schemas themselves (TypeBox is JSON
 * Schema), so that docs/openapi.json cannot drift from what the server validates and answers.
 * `npm run docs:openapi` writes it; tests/unit/server/openapi.test.ts fails when it is stale.
 */
import Fastify, { type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../resources/errors';
import { API_PREFIX } from './app';
import { loadConfig } from './config';
import type { Database } from './db';
import { validatorCompiler } from './http/validation';
import { apiRoutes } from './routes';

type Schema = Record<string, unknown>;

interface Operation {
  summary?: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Schema;
  security?: Schema[];
  'x-permission'?: string;
}

/** Strips TypeBox's symbols and `$id`s by a JSON round trip. */
const plain = (schema: unknown): Schema => JSON.parse(JSON.stringify(schema ?? {}));

function operationOf(route: RouteOptions): Operation {
  const schema = (route.schema ?? {}) as { querystring?: Schema; body?: Schema; response?: Record<string, Schema> };
  const config = (route.config ?? {}) as { public?: boolean; permission?: string };
  const operation: Operation = { responses: {} };
  const query = plain(schema.querystring) as { properties?: Record<string, Schema>; required?: string[] };
  operation.parameters = Object.entries(query.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema: property,
  }));
  if (operation.parameters.length === 0) delete operation.parameters;
  if (schema.body) operation.requestBody = { required: true, content: { 'application/json': { schema: plain(schema.body) } } };
  const success = schema.response?.[200];
  operation.responses['200'] = { description: 'success', content: { 'application/json': { schema: plain(success) } } };
  operation.responses.default = {
    description: 'error envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  if (!config.public) operation.security = [{ bearer: [] }];
  if (config.permission) operation['x-permission'] = config.permission;
  return operation;
}

/** Every API route, registered on a bare Fastify instance (no database is queried to list them). */
export async function openApiDocument(): Promise<Schema> {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  // the server's own formats (`time-zone`), which Fastify's default validator does not know
  app.setValidatorCompiler(validatorCompiler);
  // the answers' schemas are read here, never used to write an answer: nothing to compile
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('database', { db: null } as unknown as Database);
  app.decorate('config', loadConfig({}));
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.ready();
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes.sort((a, b) => a.url.localeCompare(b.url))) {
    const path = route.url.slice(API_PREFIX.length);
    for (const method of [route.method].flat()) (paths[path] ??= {})[method.toLowerCase()] = operationOf(route);
  }
  await app.close();
  return {
    openapi: '3.1.0',
    info: { title: 'Distributor Admin API', version: '1', description: 'See docs/api.md for the conventions every call follows.' },
    servers: [{ url: API_PREFIX }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'data', 'msg'],
          properties: {
            code: { type: 'integer', enum: Object.values(ErrorCode), description: 'docs/api.md, Errors' },
            data: { type: 'null' },
            msg: { type: 'string', description: "the message in the request's language" },
            reason: { type: 'string', description: 'the offending field or detail' },
          },
        },
      },
    },
    paths,
  };
}
