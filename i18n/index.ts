/**
 * Every text of both languages: the catalogs the web app starts with (shell.ts) and those its lazily
 * loaded pages add as they load (late.ts). The server and the tests read these; the web app's first
 * screens import shell.ts only.
 */
import { LATE_TEXTS } from './late';
import { addCatalogs } from './shell';

addCatalogs(LATE_TEXTS);

export * from './shell';
