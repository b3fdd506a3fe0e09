/**
 * Builds the application as a plugin-composed Fastify instance: security headers, validation, the
 * error envelope, signing, authentication, the API routes and the web app. `main.ts` only starts it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../resources/errors';
import type { Config } from './config';
import type { Database } from './db';
import { apiRoutes } from './routes';
import { fileServing } from './routes/file';
import { clientErrorHandler } from './http/client-error';
import { registerErrorHandler, sendError } from './http/error-handler';
import { boundJsonDepth } from './http/json-depth';
import { echoRequestId, requestIdOf } from './http/request-id';
import { countRequests } from './metrics/http';
import { metricsRoute } from './metrics/route';
import { addSecurityHeaders } from './http/security-headers';
import { clearOnWrite, storageState, type StorageState } from './http/storage-state';
import { serializerCompiler } from './http/serialization';
import { validatorCompiler } from './http/validation';

export const API_PREFIX = '/distribution/b/v1';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: StorageState;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; served at / when it exists. */
  webRoot?: string;
}

export async function buildApp({ config, database, webRoot }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // Trust exactly TRUST_PROXY hops (the socket's peer first), never all of them: trusting every
    // hop would let a client pick its own address in X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    // A URL that cannot even be decoded still gets the envelope (400 / 1001), not Fastify's body.
    frameworkErrors: (error, request, reply) =>
      sendError(request, reply, error.statusCode && error.statusCode >= 500 ? ErrorCode.ServerError : ErrorCode.InvalidParam, 'url'),
    clientErrorHandler,
    // the caller's X-Request-Id only when it is a safe token (server/http/request-id.ts)
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storageState());
  registerErrorHandler(app);
  clearOnWrite(app, app.storage);
  boundJsonDepth(app);
  echoRequestId(app);
  countRequests(app);

  await addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Served over plain HTTP on a LAN too; TLS is a reverse proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
  });

  // API answers carry tokens and private records: no browser or proxy may keep them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await metricsRoute(app);
  await app.register(fileServing);

  const indexHtml = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      // one route for every file, looked up when asked: a route per built file (and its .br and
      // .gz) was read from disk and registered at every start
      wildcard: true,
      // a folder (`/`, `/assets/`) is no file: the not-found handler below answers it, with the page
      allowedPath: (pathname: string) => !pathname.endsWith('/'),
      index: false,
      cacheControl: false,
      // the build writes .br and .gz beside each text asset (scripts/precompress.ts)
      preCompressed: true,
      // Built assets carry a content hash in their names: cache them for good; pages, never.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    // App routes never name a file: a missing `/assets/x.js` must be a 404, not the page.
    const isPage =
      request.method === 'GET' && !pathname.startsWith(API_PREFIX) && !pathname.startsWith('/files/') && !/\.[^/]*$/.test(pathname);
    if (isPage && hasWebApp) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(request, reply, ErrorCode.NotFound);
  });
  return app;
}
