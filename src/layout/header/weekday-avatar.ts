/** One picture per weekday, Sunday first (docs/ui.md: the avatar is chosen by weekday). */
const PALETTE = ['#f5222d', '#fa8c16', '#fadb14', '#52c41a', '#13c2c2', '#1668dc', '#722ed1'];
const MOUTHS = [
  'M11 20q5 5 10 0', // Sunday: smile
  'M11 21h10', // Monday: straight
  'M11 20q5 3 10 0',
  'M12 20q4 4 8 0',
  'M11 19q5 6 10 0',
  'M10 19q6 7 12 0', // Friday: big smile
  'M11 20q5 5 10 0',
];

function picture(day: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="16" fill="${PALETTE[day]}"/>` +
    `<circle cx="11.5" cy="13" r="2" fill="#fff"/><circle cx="20.5" cy="13" r="2" fill="#fff"/>` +
    `<path d="${MOUTHS[day]}" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const weekdayAvatar = (date = new Date()) => picture(date.getDay());
