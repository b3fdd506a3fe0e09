/** The dashboard's grid: four cards a row on wide screens, two on tablets and phones (the stat cards two by two). */
export const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } };
export const wide = { gridColumn: 'span 2' };
export const full = { gridColumn: { xs: 'span 2', lg: 'span 4' } };
