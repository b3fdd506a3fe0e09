/**
 * A route schema compiled when it is first needed, not when the server starts. Fastify compiles every
 * route's request validators and response serializers at start, which with Ajv and
 * fast-json-stringify weighs on the start (docs/decisions/0004-start-and-request-cost.md). Each
 * route's first request pays for its own schemas instead.
 */
export function compileOnFirstUse<F>(compile: () => F): () => F {
  let compiled: F | undefined;
  return () => (compiled ??= compile());
}
