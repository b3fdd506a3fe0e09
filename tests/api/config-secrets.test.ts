/**
 * A refused configuration names the variable and what it expects, never a secret's value nor the
 * password of a URL (server/config-shown.ts): start-up output ends up in logs that others read.
 */
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';

/** The output of a start that the configuration stops. */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const started = startServerProcess({ env: { DATA_DIR: '/nonexistent-never-used', ...env } });
  const failure = await started.then(
    async (running) => {
      await running.stop();
      throw new Error('the server started');
    },
    (error: Error) => error.message,
  );
  return failure;
}

describe('a refused configuration', () => {
  it('names a short DATA_KEY without its value', async () => {
    const output = await refusedStart({ DATA_KEY: 'short-Key-42' });
    expect(output).toContain('DATA_KEY');
    expect(output).not.toContain('short-Key-42');
  }, 60_000);

  it('names a bad DATABASE_URL without its password', async () => {
    const output = await refusedStart({
      DATABASE_URL: 'mysql://app:pw-Never-Shown@db.example:3306/app',
      DATA_KEY: 'a-long-enough-data-key',
    });
    expect(output).toContain('DATABASE_URL');
    expect(output).toContain('mysql://app:');
    expect(output).not.toContain('pw-Never-Shown');
  }, 60_000);
});
