/**
 * Number formats kept once made: an `Intl.NumberFormat` costs far more to make than to use, and a
 * chart's axis or an activity page formats dozens of numbers in one render.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, digits?: number): Intl.NumberFormat {
  const key = `${locale}/${digits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}
