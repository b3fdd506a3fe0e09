import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTemplate, PGDATA, restoreTemplateInto, templateKey } from '../../../server/db/embedded-template';

const temps: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-test-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder holding `files`. */
function migrations(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** A stand-in for creating and migrating a database: writes a marker naming `label`, counts its calls. */
function maker(label: string) {
  const calls = { count: 0 };
  const migrateInto = async (dataDir: string) => {
    calls.count++;
    fs.mkdirSync(path.join(dataDir, PGDATA), { recursive: true });
    fs.writeFileSync(path.join(dataDir, PGDATA, 'made-by'), label);
  };
  return { calls, migrateInto };
}

describe('the embedded database template', () => {
  it('is keyed by every migration: a changed, added or removed file gives another key, the same files the same key', () => {
    const base = { '0000_init.sql': 'create table a ();', 'meta/_journal.json': '{"entries":[0]}' };
    const key = templateKey(migrations(base));
    expect(templateKey(migrations(base))).toBe(key);
    expect(templateKey(migrations({ ...base, '0000_init.sql': 'create table b ();' }))).not.toBe(key);
    expect(templateKey(migrations({ ...base, '0001_more.sql': 'create table c ();' }))).not.toBe(key);
    expect(templateKey(migrations({ '0000_init.sql': base['0000_init.sql'] }))).not.toBe(key);
  });

  it('is made once per key and restored into new data folders only', async () => {
    const folder = migrations({ '0000_init.sql': 'create table a ();' });
    const templates = tempDir();
    const first = maker('first');
    const template = () => ensureTemplate(folder, first.migrateInto, templates);

    const a = tempDir();
    expect(await restoreTemplateInto(a, template)).toBe(true);
    expect(fs.readFileSync(path.join(a, PGDATA, 'made-by'), 'utf8')).toBe('first');
    const b = tempDir();
    expect(await restoreTemplateInto(b, template)).toBe(true);
    expect(first.calls.count).toBe(1);

    // a folder with a database keeps it
    fs.writeFileSync(path.join(a, PGDATA, 'made-by'), 'live data');
    expect(await restoreTemplateInto(a, template)).toBe(false);
    expect(fs.readFileSync(path.join(a, PGDATA, 'made-by'), 'utf8')).toBe('live data');
    // nothing half-copied is left beside it
    expect(fs.readdirSync(b)).toEqual([PGDATA]);
  });

  it('is made anew when the migrations change', async () => {
    const folder = migrations({ '0000_init.sql': 'create table a ();' });
    const templates = tempDir();
    const before = maker('before');
    await ensureTemplate(folder, before.migrateInto, templates);
    fs.writeFileSync(path.join(folder, '0001_more.sql'), 'create table b ();');
    const after = maker('after');
    const template = await ensureTemplate(folder, after.migrateInto, templates);
    expect(after.calls.count).toBe(1);
    expect(fs.readFileSync(path.join(template, 'made-by'), 'utf8')).toBe('after');
  });
});
