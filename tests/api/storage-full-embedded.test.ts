/**
 * A full disk under the embedded database: its data folder on a small tmpfs that the test fills with a
 * file of its own (root only: it mounts). PostgreSQL's own disk_full answers 503 / 1507, `/health`
 * says `storage`, and both recover once the file is removed, as an operator frees space.
 * (tests/api/storage-full.test.ts does the same on the PostgreSQL server.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { startServerProcess } from '../support/server-process';

const undo = afterAllUndo();
const asRoot = process.getuid?.() === 0;
const FOLDER_SIZE = '160m';

/** Writes zeros to `file` until the file system refuses them. */
function fillUp(file: string): void {
  const chunk = Buffer.alloc(64 * 1024);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

describe('a full disk under the embedded database', () => {
  if (!asRoot) it.skip('needs root to mount a small file system', () => undefined);
  it.runIf(asRoot)(
    'answers 503 / 1507, /health says storage, and both recover once there is room',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-full-embedded-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${FOLDER_SIZE},mode=0755`, 'tmpfs', dir]);
      undo(async () => {
        execFileSync('umount', ['-l', dir]);
        fs.rmSync(dir, { recursive: true, force: true });
      });
      const server = await startServerProcess({ env: { DATA_DIR: dir, SEED_DEMO: 'always' } });
      undo(server.stop);
      const api = new ApiClient(server.api);
      const token = await api.login('admin', 'admin123');
      const write = (n: number) =>
        api.post('/version/create', { name: `Full ${n}`, version_no: `7.0.${n}`, platform: 'android' }, { token });
      expect((await write(0)).code).toBe(0);

      const filler = path.join(dir, 'filler');
      fillUp(filler);
      // the tables' last pages may still hold a few rows: write until PostgreSQL refuses
      let refused;
      for (let n = 1; n <= 2_000 && !refused; n++) {
        const answer = await write(n);
        if (answer.code !== 0) refused = answer;
      }
      expect(refused).toMatchObject({ status: 503, code: 1507 });
      const health = await fetch(`${server.api}/health`);
      expect([health.status, (await health.json()).reason]).toEqual([503, 'storage']);
      expect(server.child.exitCode).toBeNull();

      fs.rmSync(filler);
      await expect.poll(async () => (await fetch(`${server.api}/health`)).status, { timeout: 30_000, interval: 200 }).toBe(200);
      expect((await write(9_999)).code).toBe(0);
    },
    180_000,
  );
});
