/** The dashboard's grid: four cards a row on wide screens, two on tablets, one on phones. */
export const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } };
export const wide = { gridColumn: { sm: 'span 2' } };
export const full = { gridColumn: { sm: 'span 2', lg: 'span 4' } };
