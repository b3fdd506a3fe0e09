import type { ResourceName } from '../../resources';
import type { ListDef } from '../../resources/list';
import { isDeclaration } from '../../resources/define';
import { DECLARED_TEXTS } from '../locale/resource-messages';
import { declaredModule } from './crud/crud-module';
import type { CrudResource } from './crud/crud-resource';
import type { ResourceModule } from './types';

export interface RegisteredResource extends ResourceModule {
  name: ResourceName;
  /** The list's declaration, loaded apart from the list's code: its first page can be fetched ahead (src/lists/list-prefetch.ts). */
  listDef?: () => Promise<Pick<ListDef, 'defaultSort'>>;
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
 * (resources/<name>/messages.ts), the CRUD kit's pages made from its declaration.
 */
export function modulesOf(
  own: Record<string, ResourceModule>,
  texts: typeof DECLARED_TEXTS,
  load: (name: string) => (() => Promise<CrudResource>) | undefined,
): RegisteredResource[] {
  const modules = new Map(Object.entries(own));
  for (const [name, messages] of Object.entries(texts)) {
    const loader = load(name);
    if (!modules.has(name) && messages.place && loader) modules.set(name, declaredModule({ ...messages, place: messages.place }, loader));
  }
  return [...modules]
    .map(([name, module]) => {
      const loader = load(name);
      const listDef = module.list && loader ? () => loader().then((declaration) => declaration.list) : undefined;
      return { ...module, name: name as ResourceName, listDef };
    })
    .sort((a, b) => a.route.order - b.route.order);
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
