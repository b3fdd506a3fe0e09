type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The dealer's accounts line of the licence dialog: before and after the purchase, or, when the
 * dealer is short, what it has and what is needed (never a negative balance).
 */
export function accountsLine(translate: Translate, remaining: number, years: number): string {
  if (remaining < years) return translate('pages.store.licence.needed', { before: remaining, smart_count: years });
  return translate('pages.store.licence.after', { before: remaining, after: remaining - years, count: years });
}
