import { describe, expect, it } from 'vitest';
import { orderUrl, tableNumbers } from '../../../resources/emenu-url';

describe('orderUrl', () => {
  it('points at the order page of the QR domain with store and table, and the PIN when one is required', () => {
    expect(orderUrl({ qrDomain: 'order.example.com', storeId: 12, table: 3 })).toBe('https://order.example.com/order?store=12&table=3');
    expect(orderUrl({ qrDomain: ' Order.Example.com ', storeId: 12, table: 3, pin: '004512' })).toBe(
      'https://order.example.com/order?store=12&table=3&pin=004512',
    );
  });

  it('numbers the tables from 1', () => {
    expect(tableNumbers(3)).toEqual([1, 2, 3]);
    expect(tableNumbers(0)).toEqual([]);
  });
});
