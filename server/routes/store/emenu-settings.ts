/**
 * A store's e-menu settings (resources/emenu.ts): read with each table's order URL, and saved in one
 * audited write (action `emenu` on the store; the order PIN itself is never recorded). A store
 * without a row has the defaults; its row, once written, has a PIN of its own (server/db/schema.ts).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { itemPriceRefusal, type EmenuItem, type EmenuSave, type EmenuSettings } from '../../../resources/emenu';
import { orderUrl, tableNumbers } from '../../../resources/emenu-url';
import type { Store } from '../../../resources/store';
import { domain } from '../../../resources/validation';
import type { DbOrTx, Tx } from '../../db';
import { writeAudit } from '../../domain/audit';
import { invalidParam } from '../../errors';
import type { Writer } from '../../domain/payments';

type EmenuRow = {
  enabled: boolean;
  qr_domain: string;
  order_pin_required: boolean;
  welcome_text: string;
  option_texts: string[];
  items: EmenuItem[];
  order_pin: string;
  updated_at: string | Date | null;
};

const DEFAULTS: EmenuRow = {
  enabled: false,
  qr_domain: '',
  order_pin_required: false,
  welcome_text: '',
  option_texts: [],
  items: [],
  order_pin: '',
  updated_at: null,
};

async function rowOf(db: DbOrTx, storeId: number, lock = false): Promise<EmenuRow | undefined> {
  const { rows } = await db.execute<EmenuRow>(sql`
    select enabled, qr_domain, order_pin_required, welcome_text, option_texts, items, order_pin, updated_at
      from emenu_settings where store_id = ${storeId}${lock ? sql` for update` : sql``}`);
  return rows[0];
}

/** The settings as the API answers them, with one order URL per table once a QR domain is set. */
function settingsOf(store: Store, row: EmenuRow): EmenuSettings {
  const pin = row.order_pin_required ? row.order_pin : undefined;
  return {
    store_id: store.id,
    enabled: row.enabled,
    qr_domain: row.qr_domain,
    order_pin_required: row.order_pin_required,
    order_pin: row.order_pin,
    welcome_text: row.welcome_text,
    option_texts: row.option_texts,
    items: row.items,
    tables: store.tables,
    order_urls: row.qr_domain
      ? tableNumbers(store.tables).map((table) => orderUrl({ qrDomain: row.qr_domain, storeId: store.id, table, pin }))
      : [],
    currency: store.currency,
    country: store.country,
    updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
  };
}

export async function readEmenu(db: DbOrTx, store: Store): Promise<EmenuSettings> {
  return settingsOf(store, (await rowOf(db, store.id)) ?? DEFAULTS);
}

/** The audited part of the settings: everything but the PIN and the time. */
const auditView = ({ order_pin: _pin, updated_at: _at, ...view }: EmenuRow) => view;

const newPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Saves the settings of `store` (its row locked by the caller): the QR domain must be a domain, and is
 * required while enabled (1001 `qr_domain`); each price fits the money of the store's country (1001
 * `items.<n>.price`: no decimals in rupiah).
 */
export async function saveEmenu(tx: Tx, writer: Writer, store: Store, body: EmenuSave): Promise<EmenuSettings> {
  const { store_id: _id, new_pin: renewPin, ...settings } = body;
  const qrDomain = settings.qr_domain.trim().toLowerCase();
  const refusal = domain(settings.enabled)(qrDomain);
  if (refusal) throw invalidParam('qr_domain', refusal);
  settings.items.forEach((item, n) => {
    const priceRefusal = itemPriceRefusal(item.price, store.country);
    if (priceRefusal) throw invalidParam(`items.${n}.price`, priceRefusal);
  });
  const before = await rowOf(tx, store.id, true);
  const next = {
    ...settings,
    qr_domain: qrDomain,
    welcome_text: settings.welcome_text.trim(),
    option_texts: settings.option_texts.map((t) => t.trim()),
    // in the key order the database keeps, so that an unchanged list compares equal
    items: settings.items.map(({ name, price }) => ({ name: name.trim(), price })),
  };
  const view = auditView({ ...DEFAULTS, ...before });
  if (before && !renewPin && JSON.stringify(view) === JSON.stringify({ ...view, ...next })) return settingsOf(store, before);
  const pin = renewPin || !before ? newPin() : before.order_pin;
  const { rows } = await tx.execute<EmenuRow>(sql`
    insert into emenu_settings (store_id, enabled, qr_domain, order_pin_required, welcome_text, option_texts, items, order_pin, updated_at, updated_by)
    values (${store.id}, ${next.enabled}, ${next.qr_domain}, ${next.order_pin_required}, ${next.welcome_text},
            ${JSON.stringify(next.option_texts)}::jsonb, ${JSON.stringify(next.items)}::jsonb, ${pin}, now(), ${writer.staffId})
    on conflict (store_id) do update set enabled = excluded.enabled, qr_domain = excluded.qr_domain,
      order_pin_required = excluded.order_pin_required, welcome_text = excluded.welcome_text, option_texts = excluded.option_texts,
      items = excluded.items, order_pin = excluded.order_pin, updated_at = excluded.updated_at, updated_by = excluded.updated_by
    returning enabled, qr_domain, order_pin_required, welcome_text, option_texts, items, order_pin, updated_at`);
  await writeAudit(tx, writer, {
    action: 'emenu',
    resource: 'store',
    recordId: store.id,
    before: before && auditView(before),
    after: { ...auditView(rows[0]), ...(renewPin ? { order_pin_renewed: true } : {}) },
  });
  return settingsOf(store, rows[0]);
}
