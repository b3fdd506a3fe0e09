/**
 * The country of a global user (the operator's org): all countries, no single one. Such a user is
 * flagged `global` by `GET /account_info` and sends no `country` parameter (docs/api.md). A file of
 * its own so that the request layer of the login page can read it without the country table.
 */
export const GLOBAL_COUNTRY = 'GLB';

export const isGlobalCountry = (code: string | null | undefined): boolean => code === GLOBAL_COUNTRY;
