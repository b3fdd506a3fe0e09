import { describe, expect, it } from 'vitest';
import type { EmenuSettings } from '../../../../resources/emenu';
import { formValuesOf, saveBodyOf } from '../../../../src/store/emenu/form-values';

const settings: EmenuSettings = {
  store_id: 7,
  enabled: true,
  qr_domain: 'order.example.com',
  order_pin_required: true,
  order_pin: '012345',
  welcome_text: 'Hi',
  option_texts: ['No ice'],
  items: [{ name: 'Tea', price: 1250 }],
  tables: 2,
  order_urls: [],
  currency: 'MYR',
  country: 'MY',
  updated_at: null,
};

describe('e-menu form values', () => {
  it("starts a store without an e-menu domain with the build's QR page domain, and keeps a store's own", () => {
    expect(formValuesOf({ ...settings, qr_domain: '' }, 'order.pos.example').qr_domain).toBe('order.pos.example');
    expect(formValuesOf(settings, 'order.pos.example').qr_domain).toBe('order.example.com');
    expect(formValuesOf({ ...settings, qr_domain: '' }, '').qr_domain).toBe('');
  });

  it('edits option texts as rows and prices in currency units, and saves cents', () => {
    const values = formValuesOf(settings);
    expect(values).toMatchObject({ option_texts: [{ text: 'No ice' }], items: [{ name: 'Tea', price: 12.5 }], new_pin: false });
    expect(saveBodyOf(7, { ...values, items: [{ name: ' Coffee ', price: '3.05' }], qr_domain: ' order.example.com ' })).toEqual({
      store_id: 7,
      enabled: true,
      qr_domain: 'order.example.com',
      order_pin_required: true,
      new_pin: false,
      welcome_text: 'Hi',
      option_texts: ['No ice'],
      items: [{ name: 'Coffee', price: 305 }],
    });
  });
});
