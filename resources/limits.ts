/**
 * Numbers the server's schemas and the web client share, in a module without TypeBox: the web app's
 * first screen reads them without loading the schema library.
 */

/** The largest page a list answers, and the most ids one list request names (`ids`). */
export const PAGE_SIZE_MAX = 100;

/** How far ahead the dashboard looks for licences that end. */
export const EXPIRING_WITHIN_DAYS = 30;
