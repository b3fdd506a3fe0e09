/** The SQL a server running in this process sends to its pool while `during` runs. */
import type pg from 'pg';

export type Captured = { text: string; values: unknown[] };

/** Every query matching `keep` sent through `pool` while `during` runs. */
export async function captureQueries(pool: pg.Pool, keep: RegExp, during: () => Promise<unknown>): Promise<Captured[]> {
  const original = pool.query.bind(pool);
  const seen: Captured[] = [];
  pool.query = ((config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    // the values come beside the text, or in the config (server/db/direct-read.ts)
    if (keep.test(text)) seen.push({ text, values: values ?? (typeof config === 'string' ? undefined : config.values) ?? [] });
    return original(config as never, values as never);
  }) as typeof pool.query;
  try {
    await during();
  } finally {
    pool.query = original;
  }
  return seen;
}
