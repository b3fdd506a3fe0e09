import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n';
import { configFailure, FEE_VALUE_MAX, fieldFailure, maskSecret, providerOf } from '../../../resources/payment';

const stripe = providerOf('stripe')!;
const host = providerOf('host')!;
const stripeConfig = { account_id: 'acct_1', connect_method: 'direct', fee_type: 'percent', fee_value: 3, secret_key: 'sk_test_12345678' };
const field = (name: string) => stripe.fields.find((f) => f.name === name)!;

describe('payment provider rules (shared by server and web)', () => {
  it('masks a secret to its last 4 characters', () => {
    expect(maskSecret('sk_test_12345678')).toBe('****5678');
    expect(maskSecret('')).toBe('');
  });

  it("checks the host gateway's domain ('Wrong format') and port (0 to 65535)", () => {
    expect(configFailure(host, { domain: 'pay.example.com', port: 0 })).toBeUndefined();
    expect(configFailure(host, { domain: 'pay.example.com', port: 65535 })).toBeUndefined();
    expect(configFailure(host, { domain: 'pay example', port: 80 })).toEqual({
      field: 'domain',
      failure: { message: 'validation.domain', args: {} },
    });
    expect(configFailure(host, { domain: 'pay.example.com', port: 65536 })).toEqual({
      field: 'port',
      failure: { message: 'validation.port', args: {} },
    });
    expect(configFailure(host, { port: 80 })).toEqual({ field: 'domain', failure: { message: 'validation.required', args: {} } });
  });

  it("reads Stripe's fee as a percent (0 to 100, 2 decimals) or a whole number of cents, by its fee type", () => {
    const fee = field('fee_value');
    expect(fieldFailure(fee, 100, { fee_type: 'percent' })).toBeUndefined();
    expect(fieldFailure(fee, 2.75, { fee_type: 'percent' })).toBeUndefined();
    expect(fieldFailure(fee, 100.5, { fee_type: 'percent' })?.message).toBe('payment.validation.percent');
    expect(fieldFailure(fee, 2.755, { fee_type: 'percent' })?.message).toBe('payment.validation.percent');
    expect(fieldFailure(fee, 150, { fee_type: 'value' })).toBeUndefined();
    expect(fieldFailure(fee, 1.5, { fee_type: 'value' })?.message).toBe('payment.validation.amount');
    expect(fieldFailure(fee, FEE_VALUE_MAX + 1, { fee_type: 'value' })?.message).toBe('payment.validation.amount');
    expect(fee.money?.({ fee_type: 'value' })).toBe(true);
    expect(fee.money?.({ fee_type: 'percent' })).toBe(false);
  });

  it('refuses a negative fee with the rule of its type, in both languages', () => {
    const fee = field('fee_value');
    const said = (value: number, type: string, locale: 'en-US' | 'zh-CN') => {
      const failure = fieldFailure(fee, value, { fee_type: type })!;
      return translate(locale, failure.message, failure.args);
    };
    expect(said(-5, 'percent', 'en-US')).toBe('Enter a percent from 0 to 100 with at most 2 decimals');
    expect(said(-5, 'percent', 'zh-CN')).toBe('请输入 0 到 100 之间的百分比，最多 2 位小数');
    expect(said(-500, 'value', 'en-US')).toBe('Enter an amount from 0 to 1,000,000 with at most 2 decimals');
    expect(said(-500, 'value', 'zh-CN')).toBe('请输入 0 到 1,000,000 之间的金额，最多 2 位小数');
  });

  it('wants secrets of 8 characters or more, but takes their mask as it is', () => {
    expect(configFailure(stripe, stripeConfig)).toBeUndefined();
    expect(configFailure(stripe, { ...stripeConfig, secret_key: 'short' })?.failure).toEqual({
      message: 'payment.validation.secret_short',
      args: { min: 8 },
    });
    expect(configFailure(stripe, { ...stripeConfig, secret_key: '****5678' })).toBeUndefined();
  });

  it('formats no number as its module loads (a browser pays for its first number format)', async () => {
    vi.resetModules();
    const formats = vi.spyOn(Intl, 'NumberFormat');
    const numbers = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      await import('../../../resources/payment/providers');
      expect(formats).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      formats.mockRestore();
      numbers.mockRestore();
    }
  });
});
