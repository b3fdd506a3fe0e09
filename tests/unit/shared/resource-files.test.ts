/**
 * Adding a resource is the README's walkthrough ("Adding a resource"): four files. This test holds
 * `version` to the files its closing note lists, found in the code itself (named after it, or wiring
 * it in), and shows that those four are enough: a resource declared in the tests
 * (tests/support/declared-resource.ts), which no file of the app names, gets its routes from the
 * server's registry and its pages and menu entry from the web app's.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import enUS from '../../../i18n/en-US';
import { lookup } from '../../../i18n/merge';
import zhCN from '../../../i18n/zh-CN';
import { serverResource } from '../../../server/crud/registry';
import { defineRepository } from '../../../server/crud/repository';
import type { Database } from '../../../server/db';
import { validatorCompiler } from '../../../server/http/validation';
import { RESOURCE_MODULES, withDeclared } from '../../../src/admin/registry';
import { buildRoutes } from '../../../src/routes/table';
import { promotion, promotions, terminal, terminals } from '../../support/declared-resource';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HAND_WRITTEN = ['resources', 'server', 'src', 'i18n'];
/** Generated: the migrations (drizzle-kit) and docs/openapi.json (not under HAND_WRITTEN). */
const GENERATED = /^server\/db\/migrations\//;
const FILES = HAND_WRITTEN.flatMap(filesUnder).filter((file) => !GENERATED.test(file));

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
 * The code's own answer: a file of the app named after the resource (`version.ts`, `version/…`), or
 * one that wires it in (its declaration or server hooks by name, its table, its page titles or menu
 * entry), and its API test.
 */
function filesOf(name: string): string[] {
  const named = new RegExp(`(^|/)${name}(/|\\.)`);
  const wiring = new RegExp(`\\b${name}(Resource|Routes|Repo)\\b|pgTable\\(\\s*'${name}s'|\\b${name}_(list|add|edit)\\b|menu\\.${name}\\b`);
  const own = FILES.filter((file) => named.test(file) || wiring.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  const test = `tests/api/${name}.test.ts`;
  return [...own, ...(fs.existsSync(path.join(ROOT, test)) ? [test] : [])].sort();
}

/** Every route of a plain resource with Enable/Disable and export, under `/<name>`. */
const PLAIN_ROUTES = (name: string) =>
  ['GET /list', 'GET /detail', 'POST /export', 'POST /create', 'POST /update', 'POST /status', 'POST /bulk_status']
    .map((url) => url.replace(' /', ` /${name}/`))
    .sort();

/** The routes of a resource alone, as server/openapi.ts lists them: no database, validators compiled on first use. */
async function declaredRoutes(resource: ReturnType<typeof serverResource>): Promise<string[]> {
  const app = Fastify();
  app.decorate('database', { db: null } as unknown as Database);
  app.setValidatorCompiler(validatorCompiler);
  const urls: string[] = [];
  app.addHook('onRoute', (route) => void (route.method !== 'HEAD' && urls.push(`${String(route.method)} ${route.url}`)));
  await app.register(resource.routes, { prefix: `/${resource.name}` });
  await app.ready();
  await app.close();
  return urls.sort();
}

describe('the files of a resource (README, "Adding a resource")', () => {
  it('lists four hand-written files for version, and each exists', () => {
    const documented = documentedFiles('version');
    expect(documented).toHaveLength(4);
    for (const file of documented) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('finds no hand-written file of version outside that list, and none of the list without it', () => {
    expect(filesOf('version')).toEqual([...documentedFiles('version')].sort());
  });

  it('keeps the texts of version out of the language folders (they are resources/version/messages.ts)', () => {
    const keys = ['resources.version.name', 'resources.version.fields.name', 'app.menu.version', 'app.route.version_list'];
    // the language folders' own catalogs, before any declaration's texts join them
    for (const catalog of [enUS, zhCN]) expect(keys.filter((key) => lookup(catalog, key) !== undefined)).toEqual([]);
  });

  it('gives a resource that no file of the app names its routes, pages and menu entry', async () => {
    expect(filesOf('promotion')).toEqual([]);
    expect(await declaredRoutes(serverResource(defineRepository(promotion, { table: promotions })))).toEqual(PLAIN_ROUTES('promotion'));

    const modules = withDeclared(RESOURCE_MODULES, 'promotion', promotion.messages, async () => promotion);
    const module = modules.find((one) => one.name === ('promotion' as string))!;
    expect([module.list, module.create, module.edit].every(Boolean)).toBe(true);
    const top = buildRoutes(modules).find((route) => route.name === 'Promotion')!;
    expect(top).toMatchObject({ path: '/promotion', meta: { title: 'app.menu.promotion', permission: 'promotion:list' } });
    expect(top.children.map((child) => child.path)).toEqual(['list', 'edit']);
  });

  it('gives a resource with a reference, visible through it, everything from its declaration: no fifth file', async () => {
    // no server hooks (server/routes/terminal/), no web module (src/terminal/resource.ts), no custom visibility
    expect(filesOf('terminal')).toEqual([]);
    expect(terminal.visibility).toEqual({ through: 'store_id' });
    expect(await declaredRoutes(serverResource(defineRepository(terminal, { table: terminals })))).toEqual(PLAIN_ROUTES('terminal'));
    const modules = withDeclared(RESOURCE_MODULES, 'terminal', terminal.messages, async () => terminal);
    const module = modules.find((one) => one.name === ('terminal' as string))!;
    expect([module.list, module.create, module.edit].every(Boolean)).toBe(true);
  });
});
