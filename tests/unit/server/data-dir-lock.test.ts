import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlive, lockDataDir } from '../../../server/db/embedded/data-dir-lock';

/** A zombie: `sleep 0.1`, exited, whose parent (`sleep 30`, exec'd by the shell) never waits for it. */
async function withZombie(run: (pid: number) => void): Promise<void> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const pid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (data) => resolve(String(data)))));
    await expect.poll(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 5000 }).toBe('Z');
    run(pid);
  } finally {
    parent.kill('SIGKILL');
  }
}

describe('data folder lock', () => {
  it('refuses a folder held by a live process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/is in use by process/);
  });

  it('takes over a lock whose owner is a zombie (killed, not yet reaped): it holds nothing', async () => {
    await withZombie((pid) => {
      expect(() => process.kill(pid, 0)).not.toThrow(); // the kernel still lists it
      expect(isAlive(pid)).toBe(false);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-lock-'));
      fs.writeFileSync(path.join(dir, 'server.lock'), String(pid));
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      release();
    });
  });
});
