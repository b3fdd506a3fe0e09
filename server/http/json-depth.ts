/**
 * A bound on how deeply a JSON body nests. No call takes more than a few levels, and code that walks a
 * value recursively (validation, its error messages, serialisation, audit snapshots) must never meet
 * one deep enough to exhaust the stack: a body nested past MAX_JSON_DEPTH answers 400 / 1001 with
 * `reason` `body`, before it is parsed.
 */
import type { FastifyInstance } from 'fastify';

export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text, strings skipped; stops counting past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Fastify's JSON parser, refusing a body nested past the bound first. */
export function boundJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error('JSON nested too deeply'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
      return done(error, undefined);
    }
    parse(request, body as string, done);
  });
}
