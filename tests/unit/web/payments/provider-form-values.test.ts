/** The payment forms' values both ways, and the field rules the form runs (the server's, on what it would send). */
import { describe, expect, it } from 'vitest';
import { providerOf, type PaymentState } from '../../../../resources/payment';
import { fieldRule } from '../../../../src/store/payments/field-rule';
import { formValuesOf, wireConfigOf } from '../../../../src/store/payments/form-values';

const stripe = providerOf('stripe')!;
const host = providerOf('host')!;
const stripeState: PaymentState = {
  provider: 'stripe',
  enabled: true,
  config: { account_id: 'acct_1', connect_method: 'direct', fee_type: 'value', fee_value: 150, secret_key: '****7890' },
  connected_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const emptyHost: PaymentState = {
  provider: 'host',
  enabled: false,
  config: { domain: '', port: '', merchant_id: '', api_key: '' },
  connected_at: null,
  updated_at: null,
};
const ruleOf = (state: PaymentState, name: string) => {
  const provider = providerOf(state.provider)!;
  return fieldRule(
    provider,
    provider.fields.find((f) => f.name === name)!,
    state,
  );
};

describe('payment form values', () => {
  it('shows a fixed fee in currency units and secrets empty (their mask is the placeholder)', () => {
    expect(formValuesOf(stripe, stripeState)).toEqual({
      enabled: true,
      config: { account_id: 'acct_1', connect_method: 'direct', fee_type: 'value', fee_value: 1.5, secret_key: '' },
    });
  });

  it('sends an untouched secret back as its mask, a typed one as typed, money in cents and numbers as numbers', () => {
    const form = { account_id: ' acct_1 ', connect_method: 'direct', fee_type: 'value', fee_value: '2.35', secret_key: '' };
    expect(wireConfigOf(stripe, form, stripeState)).toEqual({ ...stripeState.config, fee_value: 235 });
    expect(wireConfigOf(stripe, { ...form, fee_type: 'percent', fee_value: '2.5', secret_key: 'sk_live_new' }, stripeState)).toMatchObject({
      fee_type: 'percent',
      fee_value: 2.5,
      secret_key: 'sk_live_new',
    });
    expect(wireConfigOf(host, { domain: 'pay.example.com', port: '8443', merchant_id: '', api_key: '' }, emptyHost)).toEqual({
      domain: 'pay.example.com',
      port: 8443,
      merchant_id: '',
      api_key: '',
    });
  });
});

describe('payment field rules in the form', () => {
  it("says 'Only supports port range from 0 to 65535' and 'Wrong format' for the {host} gateway", () => {
    expect(ruleOf(emptyHost, 'port')(70000, { config: {} })).toEqual({ message: 'validation.port', args: {} });
    expect(ruleOf(emptyHost, 'port')(443, { config: {} })).toBeUndefined();
    expect(ruleOf(emptyHost, 'domain')('not a domain', { config: {} })).toEqual({ message: 'validation.domain', args: {} });
    expect(ruleOf(emptyHost, 'domain')('', { config: {} })).toEqual({ message: 'validation.required', args: {} });
  });

  it('checks a fee as an amount or a percent by the fee type chosen', () => {
    const fee = ruleOf(stripeState, 'fee_value');
    const amount = { message: 'payment.validation.amount', args: { max: '1,000,000' } };
    expect(fee('1.555', { config: { fee_type: 'value' } })).toEqual(amount);
    expect(fee('-5', { config: { fee_type: 'value' } })).toEqual(amount);
    expect(fee('abc', { config: { fee_type: 'value' } })).toEqual(amount);
    expect(fee('1.55', { config: { fee_type: 'value' } })).toBeUndefined();
    expect(fee('101', { config: { fee_type: 'percent' } })).toEqual({ message: 'payment.validation.percent', args: {} });
    expect(fee('-5', { config: { fee_type: 'percent' } })).toEqual({ message: 'payment.validation.percent', args: {} });
    expect(fee('2.75', { config: { fee_type: 'percent' } })).toBeUndefined();
  });

  it('keeps a stored secret when left empty (not required then), and wants a new one long enough', () => {
    const stored = ruleOf(stripeState, 'secret_key');
    expect(stored('', { config: {} })).toBeUndefined();
    expect((stored as { isRequired?: boolean }).isRequired).toBe(false);
    expect(stored('abc', { config: {} })).toEqual({ message: 'payment.validation.secret_short', args: { min: 8 } });
    const unset = ruleOf({ ...stripeState, config: { ...stripeState.config, secret_key: '' } }, 'secret_key');
    expect(unset('', { config: {} })).toEqual({ message: 'validation.required', args: {} });
    expect((unset as { isRequired?: boolean }).isRequired).toBe(true);
  });

  it("applies the field's schema: Stripe's account id pattern", () => {
    expect(ruleOf(stripeState, 'account_id')('acc_1', { config: {} })).toEqual({ message: 'pages.common.format', args: {} });
  });
});
