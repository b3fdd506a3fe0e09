import type { Column } from './list';

/**
 * A record's country as its list shows it and its export writes it: the country's name in the
 * reader's language (`pages.common.country.<code>`), not its code.
 */
export const COUNTRY_COLUMN = { source: 'country', type: 'choice', labels: 'pages.common.country' } as const satisfies Column;
