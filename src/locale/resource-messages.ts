import { addResourceMessages, type ResourceMessages } from '../../i18n/resource-messages';

/**
 * The texts of every resource that declares them (`resources/<name>/messages.ts`, the folder is its
 * name), added to the catalogs when the app starts: menu entries and page titles are read before any
 * resource's schemas load.
 */
const modules = import.meta.glob<ResourceMessages>('../../resources/*/messages.ts', { eager: true, import: 'default' });

for (const [file, messages] of Object.entries(modules)) addResourceMessages(file.split('/')[3], messages);
