import type { ResourceName } from '../../resources';
import type { ListRowsDef } from '../lists/first-page';
import { isDeclaration } from '../../resources/define';
import { menuOrder } from '../../resources/menu';
import { DECLARED_TEXTS } from '../locale/resource-messages';
import { declaredModule } from './crud/crud-module';
import type { CrudResource } from './crud/crud-resource';
import type { ResourceModule } from './types';

export interface RegisteredResource extends ResourceModule {
  name: ResourceName;
  /** The list's declaration, loaded apart from the list's code: its first page can be fetched ahead (src/lists/list-prefetch.ts). */
  listDef?: () => Promise<ListRowsDef>;
}

/** Every `src/<name>/resource.ts`: a resource with pages of its own (dealers, stores); the folder is its name. */
const ownModules = import.meta.glob<ResourceModule>('../*/resource.ts', { eager: true, import: 'default' });

/** Every declaration (resources/<name>/index.ts), loaded with the first page that needs it. */
const declarations = import.meta.glob<Record<string, unknown>>('../../resources/*/index.ts');

/** The declaration named `name` among a module's exports. */
const declarationIn = (name: string) => (exports: Record<string, unknown>) =>
  Object.values(exports).find((value) => isDeclaration(value) && value.name === name) as CrudResource;

/**
 * The module of each resource: its own, or, for a resource whose texts place it in the menu
 * (resources/<name>/messages.ts), the CRUD kit's pages made from its declaration; in menu order
 * (resources/menu.ts, each one's `after`). A resource placed in both is an error: one place only.
 */
export function modulesOf(
  own: Record<string, ResourceModule>,
  texts: typeof DECLARED_TEXTS,
  load: (name: string) => (() => Promise<CrudResource>) | undefined,
): RegisteredResource[] {
  const modules = new Map(Object.entries(own));
  for (const [name, messages] of Object.entries(texts)) {
    const loader = load(name);
    if (!messages.place || !loader) continue;
    if (modules.has(name))
      throw new Error(`${name} has pages of its own (src/${name}/resource.ts): its menu place is there, not in its messages.ts`);
    modules.set(name, declaredModule({ ...messages, place: messages.place }, loader));
  }
  const order = menuOrder(Object.fromEntries([...modules].map(([name, module]) => [name, module.route])));
  return order.map((name) => {
    const module = modules.get(name)!;
    const loader = load(name);
    const listDef = module.list && loader ? () => loader().then((declaration) => declaration.list) : (module as RegisteredResource).listDef;
    return { ...module, name: name as ResourceName, listDef };
  });
}

/**
 * The registry's modules with one more resource of the CRUD kit, placed where its texts say: what a
 * folder resources/<name>/ with a messages.ts adds (a test's own resource, tests/support/declared-resource.ts).
 */
export function withDeclared(
  modules: readonly RegisteredResource[],
  name: string,
  messages: (typeof DECLARED_TEXTS)[string],
  load: () => Promise<CrudResource>,
): RegisteredResource[] {
  return modulesOf(Object.fromEntries(modules.map((module) => [module.name, module])), { [name]: messages }, (asked) =>
    asked === name ? load : undefined,
  );
}

const folderOf = (file: string) => file.split('/').at(-2)!;

/** The web app's resources, in menu order. */
export const RESOURCE_MODULES: readonly RegisteredResource[] = modulesOf(
  Object.fromEntries(Object.entries(ownModules).map(([file, module]) => [folderOf(file), module])),
  DECLARED_TEXTS,
  (name) => {
    const load = declarations[`../../resources/${name}/index.ts`];
    return load && (() => load().then(declarationIn(name)));
  },
);

export function moduleOf(name: string): RegisteredResource | undefined {
  return RESOURCE_MODULES.find((module) => module.name === name);
}
