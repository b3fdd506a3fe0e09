/** Amounts as a form shows them (currency units, at most 2 decimals) and as the API carries them (integer cents). */
export const fromCents = (cents: number) => cents / 100;

/** The cents of a typed amount ('12.5' → 1250); NaN when it is not a number. */
export const toCents = (amount: unknown) => Math.round(Number(String(amount).trim()) * 100);
