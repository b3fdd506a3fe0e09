/**
 * Every payment integration a store may configure, each with its own field schema, declared once:
 * the server validates, encrypts and masks from it (server/domain/payments.ts), the web app builds
 * one form per provider from it (src/store/payments/). Provider keys are those of the API contract.
 */
import { numberFormat } from '../number-format';
import type { Invalid } from '../validation';
import { choice, domainField, measure, oauthToken, portField, secret, text, type ConfigValues, type PaymentField } from './fields';

export const FEE_TYPES = ['percent', 'value'] as const;
export const CONNECT_METHODS = ['direct', 'destination'] as const;
/** The largest fixed application fee, in cents. */
export const FEE_VALUE_MAX = 100_000_000;

const isFixedFee = (config: ConfigValues) => config.fee_type === 'value';

/**
 * What a fixed fee must be, said as the form shows it: an amount of the store's currency. Written
 * when refused, not as the module loads: a browser's first number format costs tens of milliseconds.
 */
const feeAmount = (): Invalid => ({
  message: 'payment.validation.amount',
  args: { max: numberFormat('en-US').format(FEE_VALUE_MAX / 100) },
});
const FEE_PERCENT: Invalid = { message: 'payment.validation.percent', args: {} };

/**
 * Stripe's application fee: a percent from 0 to 100 (2 decimals), or a whole number of cents up to
 * FEE_VALUE_MAX; either refusal states the rule, a negative fee included.
 */
function feeValue(value: unknown, config: ConfigValues): Invalid | undefined {
  const number = Number(value);
  const fixed = isFixedFee(config);
  const refusal = () => (fixed ? feeAmount() : FEE_PERCENT);
  if (typeof value !== 'number' || !Number.isFinite(number) || number < 0) return refusal();
  if (fixed) return Number.isInteger(number) && number <= FEE_VALUE_MAX ? undefined : refusal();
  return number <= 100 && Math.abs(Math.round(number * 100) - number * 100) < 1e-9 ? undefined : refusal();
}

export interface PaymentProvider {
  key: string;
  fields: readonly PaymentField[];
  /** Connected through the provider's OAuth flow (server/integrations/) rather than typed credentials. */
  oauth?: boolean;
}

export const PAYMENT_PROVIDERS = [
  { key: 'razer', fields: [text('merchant_id'), secret('verify_key'), secret('secret_key')] },
  { key: 'ghl', fields: [text('service_id'), text('terminal_id', { required: false }), secret('merchant_password')] },
  {
    key: 'ezetap',
    fields: [text('org_code'), text('username'), secret('app_key'), text('device_serial', { required: false })],
  },
  {
    key: 'stripe',
    fields: [
      text('account_id', { pattern: '^acct_[A-Za-z0-9]+$' }),
      choice('connect_method', CONNECT_METHODS),
      choice('fee_type', FEE_TYPES),
      measure('fee_value', feeValue, isFixedFee),
      secret('secret_key'),
    ],
  },
  { key: 'pax', fields: [text('merchant_id'), text('terminal_id'), text('serial_number', { required: false }), secret('api_key')] },
  {
    key: 'revenuemonster',
    fields: [text('merchant_store_id'), text('client_id'), secret('client_secret'), secret('private_key', { max: 4000, multiline: true })],
  },
  {
    key: 'cardconnect',
    fields: [
      text('merchant_id', { pattern: '^[0-9]+$' }),
      text('site', { pattern: '^[a-z0-9-]+$' }),
      text('username'),
      secret('api_password'),
    ],
  },
  {
    key: 'host',
    fields: [domainField('domain'), portField('port'), text('merchant_id', { required: false }), secret('api_key', { required: false })],
  },
  {
    key: 'sevenshifts',
    oauth: true,
    fields: [text('company_id', { required: false, pattern: '^[0-9]*$' }), oauthToken('access_token'), oauthToken('refresh_token')],
  },
] as const satisfies readonly PaymentProvider[];

export type ProviderKey = (typeof PAYMENT_PROVIDERS)[number]['key'];
type KeysOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends { key: infer N } ? N : never };
/** The provider keys as a tuple, in declaration order (the API schemas' literal union). */
export const PROVIDER_KEYS = PAYMENT_PROVIDERS.map((p) => p.key) as unknown as KeysOf<typeof PAYMENT_PROVIDERS>;

export function providerOf(key: string): PaymentProvider | undefined {
  return (PAYMENT_PROVIDERS as readonly PaymentProvider[]).find((p) => p.key === key);
}

/** The fields a user types (a save carries them); OAuth tokens come from the connection. */
export const typedFields = (provider: PaymentProvider) => provider.fields.filter((f) => !f.oauth);
