import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { DbOrTx } from '../../../server/db';
import { printStartBanner } from '../../../server/start-banner';

/** A database that answers `rows` to every read, or fails every read with `failure`. */
const databaseAnswering = (rows: unknown[] | Error) =>
  ({
    execute: async () => {
      if (rows instanceof Error) throw rows;
      return { rows };
    },
  }) as unknown as DbOrTx;

async function banner(db: DbOrTx): Promise<string[]> {
  const lines: string[] = [];
  await printStartBanner(
    loadConfig({ DATABASE_URL: 'postgres://db.example/admin' }),
    { url: 'http://127.0.0.1:8080', seeded: false, db },
    (line) => lines.push(line),
  );
  return lines;
}

describe('the start banner', () => {
  it('says where the server runs and that no operator admin exists yet', async () => {
    const lines = await banner(databaseAnswering([]));
    expect(lines[0]).toBe('\nDistributor Admin is running at http://127.0.0.1:8080/');
    expect(lines).toContain('Database: PostgreSQL (DATABASE_URL)');
    expect(lines.some((line) => line.startsWith('No operator admin exists yet'))).toBe(true);
  });

  it('goes on when the database stops answering right after the start, and says so', async () => {
    const lines = await banner(databaseAnswering(new Error('Connection terminated unexpectedly')));
    expect(lines).toContain(
      'The database stopped answering as the server started (Connection terminated unexpectedly); the server waits for it (see /health).',
    );
    expect(lines.at(-1)).toBe('Press Ctrl+C to stop.\n');
  });
});
