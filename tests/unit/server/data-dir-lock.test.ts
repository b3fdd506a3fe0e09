import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlive, lockDataDir, processStartTime } from '../../../server/db/embedded/data-dir-lock';

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
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
      release();
    });
  });

  it('refuses a folder whose lock names a live server by its pid and start time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), `${process.ppid} ${processStartTime(process.ppid)}`);
    expect(() => lockDataDir(dir)).toThrow(/is in use by process/);
  });

  it('takes over a lock whose pid was reused by another program after a crash', async () => {
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await expect.poll(() => processStartTime(other.pid!)).toBeDefined();
      for (const text of [String(other.pid), `${other.pid} 12345`]) {
        // the lock of an earlier version (the pid alone), and one naming another start time
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-lock-'));
        fs.writeFileSync(path.join(dir, 'server.lock'), text);
        const release = lockDataDir(dir);
        expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
        release();
      }
      // a live server of ours whose lock names another start time: its pid was reused by this one
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-lock-'));
      fs.writeFileSync(path.join(dir, 'server.lock'), `${process.ppid} 1`);
      lockDataDir(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
