/**
 * The order URL a table's QR code encodes, built by this one function on the server and in the web
 * app: `https://<qr_domain>/order?store=<id>&table=<n>` and `&pin=<pin>` when the store requires it.
 */
export interface OrderUrlInput {
  qrDomain: string;
  storeId: number;
  table: number;
  /** The store's order PIN, or undefined when none is required. */
  pin?: string;
}

export function orderUrl({ qrDomain, storeId, table, pin }: OrderUrlInput): string {
  const params = new URLSearchParams({ store: String(storeId), table: String(table) });
  if (pin) params.set('pin', pin);
  return `https://${qrDomain.trim().toLowerCase()}/order?${params.toString()}`;
}

/** Table numbers 1 to `tables`. */
export const tableNumbers = (tables: number) => Array.from({ length: Math.max(0, tables) }, (_, i) => i + 1);
