/**
 * The e-menu form's values and the API's settings, both ways: option texts as rows of `{text}`
 * (react-admin's array inputs edit objects), item prices in currency units on the form and cents in
 * the API.
 */
import type { EmenuSave, EmenuSettings } from '../../../resources/emenu';
import { fromCents, toCents } from '../../../resources/payment';
import { config } from '../../config';

export interface EmenuFormValues {
  enabled: boolean;
  qr_domain: string;
  order_pin_required: boolean;
  new_pin: boolean;
  welcome_text: string;
  option_texts: { text: string }[];
  items: { name: string; price: number | string }[];
}

/** The form's values; a store without an e-menu domain yet starts with the build's (`VITE_QR_DOMAIN`). */
export const formValuesOf = (settings: EmenuSettings, defaultQrDomain = config.qrDomain): EmenuFormValues => ({
  enabled: settings.enabled,
  qr_domain: settings.qr_domain || defaultQrDomain,
  order_pin_required: settings.order_pin_required,
  new_pin: false,
  welcome_text: settings.welcome_text,
  option_texts: settings.option_texts.map((text) => ({ text })),
  items: settings.items.map((item) => ({ name: item.name, price: fromCents(item.price) })),
});

export const saveBodyOf = (storeId: number, values: EmenuFormValues): EmenuSave => ({
  store_id: storeId,
  enabled: !!values.enabled,
  qr_domain: (values.qr_domain ?? '').trim(),
  order_pin_required: !!values.order_pin_required,
  new_pin: !!values.new_pin,
  welcome_text: values.welcome_text ?? '',
  option_texts: (values.option_texts ?? []).map((option) => option.text.trim()),
  items: (values.items ?? []).map((item) => ({ name: item.name.trim(), price: toCents(item.price) })),
});
