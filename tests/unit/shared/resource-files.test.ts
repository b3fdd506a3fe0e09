/**
 * Adding a resource is the README's walkthrough ("Adding a resource"), and its closing note lists the
 * files `version` took. This test finds the hand-written files that are `version`'s own in the code
 * itself (named after it, or wiring it in) and holds them to that list, at most eight.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// the language folders' catalogs alone: this file imports no declaration, which would add its texts
import { catalogs, LOCALES } from '../../../i18n';
import { lookup } from '../../../i18n/merge';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HAND_WRITTEN = ['resources', 'server', 'src', 'i18n'];
/** Generated: the migrations (drizzle-kit) and docs/openapi.json (not under HAND_WRITTEN). */
const GENERATED = /^server\/db\/migrations\//;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** The files of the README's closing note: the backquoted paths after "The files of `<name>`** (…):". */
function documentedFiles(name: string): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`**The files of \`${name}\`**`);
  expect(start).toBeGreaterThan(-1);
  const note = readme.slice(readme.indexOf('):', start), readme.indexOf('\n\n', start));
  return [...note.matchAll(/`([\w./-]+\.tsx?)`/g)].map((m) => m[1]);
}

/**
 * The code's own answer: a file named after the resource (`version.ts`, `version/…`), or one that
 * wires it in — its declaration or route plugin by name, its table, its page titles or menu entry.
 */
function filesOf(name: string): string[] {
  const named = new RegExp(`(^|/)${name}(/|\\.)`);
  const wiring = new RegExp(`\\b${name}(Resource|Routes)\\b|pgTable\\(\\s*'${name}s'|\\b${name}_(list|add|edit)\\b|menu\\.${name}\\b`);
  const own = HAND_WRITTEN.flatMap(filesUnder).filter(
    (file) => !GENERATED.test(file) && (named.test(file) || wiring.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
  );
  return [...own, `tests/api/${name}.test.ts`].sort();
}

describe('the files of a resource (README, "Adding a resource")', () => {
  it('lists at most eight hand-written files for version, and each exists', () => {
    const documented = documentedFiles('version');
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.length).toBeLessThanOrEqual(8);
    for (const file of documented) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('finds no hand-written file of version outside that list, and none of the list without it', () => {
    expect(filesOf('version')).toEqual([...documentedFiles('version')].sort());
  });

  it('keeps the texts of version out of the language folders (they are resources/version/messages.ts)', () => {
    expect(filesOf('version').filter((file) => file.startsWith('i18n/'))).toEqual([]);
    const keys = [
      'resources.version.name',
      'resources.version.fields.name',
      'app.menu.version',
      'app.route.version_list',
      'app.platform.ios',
    ];
    for (const locale of LOCALES) expect(keys.filter((key) => lookup(catalogs[locale], key) !== undefined)).toEqual([]);
  });
});
