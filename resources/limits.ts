/**
 * Numbers the server's schemas and the web client share, in a module without TypeBox: the web app's
 * first screen reads them without loading the schema library.
 */

/** The largest page a list answers. */
export const PAGE_SIZE_MAX = 100;

/** How far ahead the dashboard looks for licences that end. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The most ids one list request names (`ids`): a page's worth. */
export const LIST_IDS_MAX = PAGE_SIZE_MAX;
