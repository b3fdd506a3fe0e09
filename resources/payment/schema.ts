/** The payment calls' bodies and answers (`/store/payment`, docs/api.md). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateTime, Id, Nullable, OneOf, strict } from '../common';
import { PROVIDER_KEYS, typedFields, type PaymentProvider } from './providers';

export const PaymentQuery = Type.Object({ store_id: Id });

const ConfigValue = Type.Union([Type.String(), Type.Number()]);

/** `POST /store/payment/save`: `config` is checked against the provider's own schema (providerConfigSchema). */
export const PaymentSave = Type.Object(
  {
    store_id: Id,
    provider: OneOf(PROVIDER_KEYS),
    enabled: Type.Boolean(),
    config: Type.Record(Type.String(), ConfigValue),
  },
  strict,
);
export type PaymentSave = Static<typeof PaymentSave>;

/**
 * The value types of a provider's typed fields; an unknown field (an OAuth token among them) is
 * refused. Secrets may be left out or sent back masked: the stored ones are kept.
 */
export function providerConfigSchema(provider: PaymentProvider) {
  const properties: Record<string, TSchema> = {};
  for (const field of typedFields(provider)) {
    properties[field.name] = field.required && !field.secret ? field.schema : Type.Optional(field.schema);
  }
  return Type.Object(properties, strict);
}

/** One provider of a store as the API answers it: secrets masked, '' when unset. */
export const PaymentState = Type.Object({
  provider: OneOf(PROVIDER_KEYS),
  enabled: Type.Boolean(),
  config: Type.Record(Type.String(), ConfigValue),
  /** When its OAuth connection was made (7Shifts); null when not connected. */
  connected_at: Nullable(DateTime),
  updated_at: Nullable(DateTime),
});
export type PaymentState = Static<typeof PaymentState>;

/** `GET /store/payment`: every provider, configured or not, in the order of PAYMENT_PROVIDERS. */
export const PaymentSettings = Type.Object({
  store_id: Type.Integer(),
  providers: Type.Array(PaymentState),
  /** The OAuth providers this server is configured to connect (server/integrations/config.ts). */
  connectable: Type.Array(OneOf(PROVIDER_KEYS)),
});
export type PaymentSettings = Static<typeof PaymentSettings>;

/** `GET /store/payment/sevenshifts/connect`: where to send the browser. */
export const OAuthStart = Type.Object({ url: Type.String() });

/** What the provider sends the browser back with: a code, or an error when the user declined. */
export const OAuthCallbackQuery = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
});
