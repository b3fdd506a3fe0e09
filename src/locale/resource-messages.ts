import { addResourceMessages, type ResourceMessages } from '../../i18n/resource-messages';

const modules = import.meta.glob<ResourceMessages>('../../resources/*/messages.ts', { eager: true, import: 'default' });

/**
 * The texts of every resource that declares them (`resources/<name>/messages.ts`, the folder is its
 * name), by name, added to the catalogs when the app starts: menu entries and page titles are read
 * before any resource's schemas load.
 */
export const DECLARED_TEXTS: Record<string, ResourceMessages> = Object.fromEntries(
  Object.entries(modules).map(([file, messages]) => [file.split('/')[3], messages]),
);

for (const [name, messages] of Object.entries(DECLARED_TEXTS)) addResourceMessages(name, messages);
