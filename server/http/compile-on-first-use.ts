/**
 * A route schema compiled when it is first needed, not when the server starts. Fastify compiles every
 * route's request validators and response serializers at start: with Ajv and fast-json-stringify
 * that was about a quarter of a second start (docs/decisions/0004-start-and-request-cost.md). Each
 * route's first request pays for its own schemas instead, a few milliseconds.
 */
export function compileOnFirstUse<F>(compile: () => F): () => F {
  let compiled: F | undefined;
  return () => (compiled ??= compile());
}
