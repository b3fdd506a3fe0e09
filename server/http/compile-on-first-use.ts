/**
 * A route schema compiled when it is first needed, not when the server starts. Fastify compiles every
 * route's request validators and response serializers at start, which with Ajv and
 * fast-json-stringify weighs on the start (docs/decisions/0004-start-and-request-cost.md). Each
 * route's first request pays for its own schemas instead, unless the start's warm-up
 * (server/warm-up.ts) has compiled them in the background first.
 */
const waiting = new Set<() => unknown>();

export function compileOnFirstUse<F>(compile: () => F): () => F {
  let compiled: F | undefined;
  const get = () => {
    if (compiled === undefined) {
      compiled = compile();
      waiting.delete(get);
    }
    return compiled;
  };
  waiting.add(get);
  return get;
}

/** How many route schemas no request or warm-up has compiled yet. */
export const waitingCompilations = () => waiting.size;

/** Compiles the schemas no request has needed yet, a few at a time between the server's other work. */
export async function compileWaiting(perTurn = 4): Promise<void> {
  while (waiting.size > 0) {
    for (const compile of [...waiting].slice(0, perTurn)) compile();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
