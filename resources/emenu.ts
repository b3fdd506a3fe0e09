/**
 * A store's e-menu (QR ordering at its tables, docs/domain.md): the settings the API reads and saves,
 * with the shared rules (domain, option texts under 150 characters, prices required and valid).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, strict, Text } from './common';
import { moneyDigitsOf } from './countries';
import { refusedAs } from './schema-refusal';
import { OPTION_TEXT_MAX, priceIn, type Invalid } from './validation';

export const EMENU_OPTIONS_MAX = 50;
export const EMENU_ITEMS_MAX = 100;
/** The largest item price, in cents of the store's currency. */
export const EMENU_PRICE_MAX = 2_000_000_000;

/** Under 150 characters (validation.ts, `optionText`). */
const optionTextRefusal = refusedAs('validation.option_text', { max: OPTION_TEXT_MAX });
const OptionText = Type.String({ minLength: 1, maxLength: OPTION_TEXT_MAX - 1, pattern: '\\S', ...optionTextRefusal });

/** An item offered on the e-menu with its price in cents: required, whole, not negative. */
export const EmenuItem = Type.Object({ name: Text(100), price: Type.Integer({ minimum: 0, maximum: EMENU_PRICE_MAX }) }, strict);
export type EmenuItem = Static<typeof EmenuItem>;

/**
 * What an item's price in cents breaks of the money of the store's country: the form's rule on the
 * amount it shows (`priceIn`), so a rupiah price with decimals is refused by both (1001 on the server).
 */
export const itemPriceRefusal = (cents: number, country: string): Invalid | undefined => priceIn(moneyDigitsOf(country))(cents / 100);

const fields = {
  enabled: Type.Boolean(),
  /** The host of the QR ordering page ('Wrong format' otherwise; required while enabled). */
  qr_domain: Type.String({ maxLength: 253 }),
  order_pin_required: Type.Boolean(),
  welcome_text: Type.String({ maxLength: OPTION_TEXT_MAX - 1, ...optionTextRefusal }),
  option_texts: Type.Array(OptionText, { maxItems: EMENU_OPTIONS_MAX }),
  items: Type.Array(EmenuItem, { maxItems: EMENU_ITEMS_MAX }),
};

/** `POST /store/emenu/save`: every setting; `new_pin` gives the store a new order PIN. */
export const EmenuSave = Type.Object({ store_id: Id, ...fields, new_pin: Type.Optional(Type.Boolean()) }, strict);
export type EmenuSave = Static<typeof EmenuSave>;

export const EmenuQuery = Type.Object({ store_id: Id });

export const EmenuSettings = Type.Object({
  store_id: Type.Integer(),
  ...fields,
  /** Part of every order URL while `order_pin_required`. */
  order_pin: Type.String(),
  /** The store's tables, numbered from 1: one QR code each. */
  tables: Type.Integer(),
  /** The URL each table's QR code encodes (emenu-url.ts), table 1 first; none until a QR domain is set. */
  order_urls: Type.Array(Type.String()),
  currency: Type.String(),
  /** The store's country: its money's decimals bound the item prices (`moneyDigitsOf`, resources/countries.ts). */
  country: Type.String(),
  updated_at: Type.Union([DateTime, Type.Null()]),
});
export type EmenuSettings = Static<typeof EmenuSettings>;
