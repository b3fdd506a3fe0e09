import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { dataKeyOf, DATA_KEY_FILE } from '../../../server/data-key';
import { LEGACY_DATA_KEY, LEGACY_KEY_ID } from '../../../server/domain/legacy-data-key';
import { secretBox } from '../../../server/domain/secrets';
import { startServerProcess } from '../../support/server-process';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/** A data folder that does not exist yet. */
const newDataDir = () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'da-key-'));
  folders.push(parent);
  return path.join(parent, 'data');
};
const PG = 'postgres://nobody@127.0.0.1:1/none';

describe('the key that seals payment secrets', () => {
  it('is made at random on the first embedded start, kept in the data folder (mode 0600), and read again after', async () => {
    const dir = newDataDir();
    const key = await dataKeyOf(loadConfig({ DATA_DIR: dir }));
    const file = path.join(dir, DATA_KEY_FILE);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(key).not.toBe(LEGACY_DATA_KEY);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(key);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(await dataKeyOf(loadConfig({ DATA_DIR: dir }))).toBe(key);
    expect(fs.readdirSync(dir)).toEqual([DATA_KEY_FILE]);
    expect(await dataKeyOf(loadConfig({ DATA_DIR: newDataDir() }))).not.toBe(key);
  });

  it('is one key when starts race to make it', async () => {
    const config = loadConfig({ DATA_DIR: newDataDir() });
    const keys = await Promise.all(Array.from({ length: 8 }, () => dataKeyOf(config)));
    expect(new Set(keys).size).toBe(1);
  });

  it('is DATA_KEY when set, which may not be the public key of earlier versions', async () => {
    const dir = newDataDir();
    expect(await dataKeyOf(loadConfig({ DATA_DIR: dir, DATA_KEY: 'the-operators-own-key' }))).toBe('the-operators-own-key');
    expect(fs.existsSync(dir)).toBe(false);
    await expect(dataKeyOf(loadConfig({ DATA_DIR: dir, DATA_KEY: LEGACY_DATA_KEY }))).rejects.toThrow(ConfigError);
    await expect(dataKeyOf(loadConfig({ DATA_DIR: dir, DATA_KEY: LEGACY_DATA_KEY }))).rejects.toThrow(/DATA_KEY: .*public/);
  });

  it('refuses a damaged key file instead of sealing with a new key', async () => {
    const dir = newDataDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, DATA_KEY_FILE), '\n');
    await expect(dataKeyOf(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(/data-key is damaged/);
  });

  it('knows the key id of the legacy key without deriving it', () => {
    expect(secretBox(LEGACY_DATA_KEY).keyId).toBe(LEGACY_KEY_ID);
  });
});

describe('PostgreSQL mode without DATA_KEY', () => {
  it('is refused before the database is opened, naming DATA_KEY', async () => {
    await expect(dataKeyOf(loadConfig({ DATABASE_URL: PG }))).rejects.toThrow(/DATA_KEY: required with DATABASE_URL/);
    expect(await dataKeyOf(loadConfig({ DATABASE_URL: PG, DATA_KEY: 'the-operators-own-key' }))).toBe('the-operators-own-key');
  });

  it('stops the server as npm start runs it, with that message', async () => {
    const started = startServerProcess({ env: { DATABASE_URL: PG, DATA_DIR: newDataDir() } });
    await expect(started).rejects.toThrow(/exited \(1\)[\s\S]*DATA_KEY: required with DATABASE_URL/);
  }, 60_000);
});
