/**
 * A new embedded data folder starts from a template: a database folder already created by PGlite and
 * migrated, copied into place, instead of PGlite's initdb and every migration on each first start
 * (initdb alone takes seconds). The template is keyed by a hash of the migrations and of PGlite's
 * version, so a changed, added or removed migration, or another PGlite, makes a new one; the migrator
 * still runs on every open (server/db/index.ts) and finds nothing left to apply.
 *
 * Where templates live: beside the compiled server (dist-server/embedded-templates/, made by
 * `npm run build`, scripts/build-server.ts), else in the system's temporary folder (from source:
 * dev, tests, scripts). A missing one is made on first use.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The database's own folder inside a data folder (uploaded files sit beside it). */
export const PGDATA = 'pgdata';

/** Compiled, this file is bundled into dist-server/, whose folder holds the templates. */
const compiled = import.meta.url.endsWith('.js');
export const TEMPLATES_DIR = compiled
  ? path.join(import.meta.dirname, 'embedded-templates')
  : path.join(os.tmpdir(), 'distributor-admin-embedded-templates');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite') return version ?? '';
    }
  }
  return '';
}

/** Hash of every migration file (names and contents) and of PGlite's version. */
export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      hash.update(path.relative(migrationsFolder, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** Moves folder `from` to `to` unless `to` appeared meanwhile (another process won): then drops `from`. */
function moveIntoPlace(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    fs.rmSync(from, { recursive: true, force: true });
    if (!fs.existsSync(to)) throw error;
  }
}

/**
 * The template folder for these migrations, made first when missing: `migrateInto(dataDir)` creates
 * and migrates a database in a scratch data folder, whose database folder becomes the template.
 */
export async function ensureTemplate(
  migrationsFolder: string,
  migrateInto: (dataDir: string) => Promise<void>,
  templatesDir = TEMPLATES_DIR,
): Promise<string> {
  const template = path.join(templatesDir, templateKey(migrationsFolder));
  if (fs.existsSync(template)) return template;
  fs.mkdirSync(templatesDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(templatesDir, 'making-'));
  try {
    await migrateInto(scratch);
    moveIntoPlace(path.join(scratch, PGDATA), template);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return template;
}

/**
 * Copies the template into `dataDir` when it has no database yet; answers whether it did (a new
 * database). The copy is made beside its place and renamed into it, so a stopped start never leaves
 * half a database behind.
 */
export async function restoreTemplateInto(dataDir: string, template: () => Promise<string>): Promise<boolean> {
  const target = path.join(dataDir, PGDATA);
  if (fs.existsSync(target)) return false;
  const source = await template();
  fs.mkdirSync(dataDir, { recursive: true });
  const partial = fs.mkdtempSync(path.join(dataDir, `.${PGDATA}-`));
  fs.cpSync(source, partial, { recursive: true });
  moveIntoPlace(partial, target);
  return true;
}
