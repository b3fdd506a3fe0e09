/**
 * The schema version of a backup: the tags of the migrations a database applied (drizzle records
 * each by the `when` of server/db/migrations/meta/_journal.json), and a migrations folder that stops
 * at a given tag, so that a restore builds the schema a backup was taken with before loading its rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = (): Journal => JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;

/** Every migration this code knows, by tag, oldest first. */
export const knownMigrationTags = () => journal().entries.map((entry) => entry.tag);

export async function appliedMigrationTags(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ when: string }>('select created_at as when from drizzle.__drizzle_migrations order by created_at');
  const byWhen = new Map(journal().entries.map((entry) => [entry.when, entry.tag]));
  return rows.map((row) => byWhen.get(Number(row.when)) ?? `unknown-${row.when}`);
}

/** A copy of the migrations folder whose journal ends at `lastTag`; the caller removes it. */
export function migrationsUpTo(lastTag: string): string {
  const entries = journal().entries;
  const end = entries.findIndex((entry) => entry.tag === lastTag);
  if (end === -1)
    throw new Error(
      `The backup's schema (${lastTag}) is newer than this version knows: restore it with the version that took it, or newer.`,
    );
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'da-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal(), entries: entries.slice(0, end + 1) }));
  return folder;
}
