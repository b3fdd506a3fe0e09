/**
 * Loads ICU for the page's process (src/boot/warm-intl.ts), then ends: a number and a zoned date
 * and time in the page's language. Any such format loads it; this file imports nothing, to stay small.
 */
self.onmessage = ({ data: lang }: MessageEvent<string>) => {
  new Intl.NumberFormat(lang).format(0);
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(0);
  self.close();
};
