/** Every client setting declared for storage is used: a key nothing reads or writes is removed (docs/ui.md). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/storage/keys';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !full.endsWith(path.join('storage', 'keys.ts')) ? [fs.readFileSync(full, 'utf8')] : [];
  });

describe('client settings in storage', () => {
  it('are each used by the app', () => {
    const code = sources(SRC).join('\n');
    const unused = Object.keys(StorageKey).filter((key) => !code.includes(`StorageKey.${key}`));
    expect(unused).toEqual([]);
  });
});
