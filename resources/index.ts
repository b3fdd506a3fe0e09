/**
 * Every resource of the app: each folder resources/<name>/ whose index.ts exports a declaration named
 * `<name>` (resources/define.ts) is one, found when this module loads (./folders.ts); no list is
 * edited to add one. The resource names, the permission codes and the rule of each come from here,
 * and the texts a declaration carries join the i18n catalogs (the server's; the web app finds them
 * itself). Node only: the web app imports its types, never this module.
 */
import { addResourceMessages } from '../i18n/resource-messages';
import { isDeclaration, type ResourceDeclaration } from './define';
import { foldersWith } from './folders';

/**
 * The declarations' types, by name, for the compiler: each declaration adds itself with a
 * `declare module '../index'` block (resources/version/index.ts), so that `ResourceName` and
 * `Permission` know every name and action without a list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DeclaredResources {}

type Declared = DeclaredResources[keyof DeclaredResources];
export type ResourceName = keyof DeclaredResources & string;
/** `<resource>:<action>` for every action a resource declares. */
export type ResourcePermission = {
  [N in ResourceName]: `${N}:${keyof DeclaredResources[N]['permissions'] & string}`;
}[ResourceName];

const declared: Declared[] = [];

/** Every declaration, in the order of their folders' names (and then those registered by tests). */
export const RESOURCES: readonly Declared[] = declared;

/** Adds a declaration: its permissions to `can()`, its texts to the catalogs. Tests use it for a resource of their own. */
export function registerResource(declaration: ResourceDeclaration): void {
  if (declared.some((other) => other.name === declaration.name)) throw new Error(`resource '${declaration.name}' is declared twice`);
  declared.push(declaration as Declared);
  if (declaration.messages) addResourceMessages(declaration.name, declaration.messages);
}

// A folder without a declaration (resources/payment: fields of payment providers) is no resource.
for (const folder of foldersWith(['resources', 'index.ts'])) {
  const found = Object.values((await import(`./${folder}/index.ts`)) as Record<string, unknown>).filter(isDeclaration);
  if (found.length === 0) continue;
  if (found.length > 1 || found[0].name !== folder)
    throw new Error(`resources/${folder}/index.ts must export one declaration, named '${folder}'`);
  registerResource(found[0]);
}
