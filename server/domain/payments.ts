/**
 * A store's payment integrations (docs/domain.md): one row per provider, its typed non-secret fields
 * in `config`, its secrets sealed together in `secrets` (secrets.ts). Secrets are write-only: they
 * are answered masked, a save that sends the mask back (or leaves a secret out) keeps the stored
 * one, and the audit trail records which credentials were replaced, never their values.
 */
import { sql } from 'drizzle-orm';
import {
  configFailure,
  looksMasked,
  maskSecret,
  PAYMENT_PROVIDERS,
  providerConfigSchema,
  providerOf,
  typedFields,
  type PaymentProvider,
  type PaymentSave,
  type PaymentState,
} from '../../resources/payment';
import type { DbOrTx, Tx } from '../db';
import { invalidParam } from '../errors';
import { refusalOf } from '../http/refusal';
import { fieldOf, validatorCompiler } from '../http/validation';
import { writeAudit } from './audit';
import type { SecretBox } from './secrets';

type Values = Record<string, string | number>;
type Secrets = Record<string, string>;

type PaymentRow = {
  provider: string;
  enabled: boolean;
  config: Values;
  secrets: string;
  connected_at: string | null;
  updated_at: string | null;
};

/** What a write leaves in a provider's row. */
export interface PaymentWrite {
  enabled: boolean;
  config: Values;
  secrets: Secrets;
  connectedAt?: 'now';
  /** Names of the secrets this write sets or clears (for the audit trail). */
  replaced: string[];
}

/** Who writes, as the audit trail records it. */
export interface Writer {
  staffId: number;
  orgId: number;
}

/** Sealed secrets are bound to their row: a value copied to another store or provider does not open. */
export const paymentAad = (storeId: number, provider: string) => `payment_configs:${storeId}:${provider}`;

const openSecrets = (box: SecretBox, storeId: number, row: PaymentRow | undefined): Secrets =>
  row?.secrets ? (JSON.parse(box.open(row.secrets, paymentAad(storeId, row.provider))) as Secrets) : {};

const sealSecrets = (box: SecretBox, storeId: number, provider: string, secrets: Secrets) =>
  Object.keys(secrets).length === 0 ? '' : box.seal(JSON.stringify(secrets), paymentAad(storeId, provider));

const iso = (time: string | Date | null) => (time === null ? null : new Date(time).toISOString());

function stateOf(provider: PaymentProvider, row: PaymentRow | undefined, secrets: Secrets): PaymentState {
  const config: Values = {};
  for (const field of provider.fields) {
    config[field.name] = field.secret ? maskSecret(secrets[field.name] ?? '') : (row?.config[field.name] ?? '');
  }
  return {
    provider: provider.key as PaymentState['provider'],
    enabled: row?.enabled ?? false,
    config,
    connected_at: iso(row?.connected_at ?? null),
    updated_at: iso(row?.updated_at ?? null),
  };
}

async function rowsOf(db: DbOrTx, storeId: number, provider?: string, lock = false): Promise<PaymentRow[]> {
  const { rows } = await db.execute<PaymentRow>(sql`
    select provider, enabled, config, secrets, connected_at, updated_at from payment_configs
     where store_id = ${storeId}${provider ? sql` and provider = ${provider}` : sql``}${lock ? sql` for update` : sql``}`);
  return rows;
}

/** Every provider of the store, configured or not, secrets masked. */
export async function readPayments(db: DbOrTx, box: SecretBox, storeId: number): Promise<PaymentState[]> {
  const rows = await rowsOf(db, storeId);
  return PAYMENT_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider.key);
    return stateOf(provider, row, openSecrets(box, storeId, row));
  });
}

/** A provider's row, locked for a write, with its secrets opened. */
export async function lockPayment(tx: Tx, box: SecretBox, storeId: number, provider: string) {
  const [row] = await rowsOf(tx, storeId, provider, true);
  return { row, secrets: openSecrets(box, storeId, row) };
}

const validators = new Map<string, (config: unknown) => boolean>();

/** The config's value types against the provider's schema: 1001 naming `config.<field>`. */
function checkTypes(provider: PaymentProvider, config: Values) {
  let validate = validators.get(provider.key);
  if (!validate) {
    validate = validatorCompiler({ schema: providerConfigSchema(provider), httpPart: 'body', method: 'POST', url: '' }) as (
      c: unknown,
    ) => boolean;
    validators.set(provider.key, validate);
  }
  if (!validate(config)) {
    const [error] = (validate as unknown as { errors: Parameters<typeof fieldOf>[0][] }).errors;
    throw invalidParam(`config.${fieldOf(error)}`, refusalOf(error));
  }
}

const trimmed = (value: string | number) => (typeof value === 'string' ? value.trim() : value);

/**
 * The row a save leaves: typed fields from the body; each secret kept when left out or sent back as
 * its mask, cleared when sent empty, replaced otherwise; the provider's OAuth tokens untouched. Then
 * the shared rules (resources/payment/rules.ts) on the result: 1001 naming `config.<field>`.
 */
export function applySave(provider: PaymentProvider, body: Pick<PaymentSave, 'enabled' | 'config'>, stored: Secrets): PaymentWrite {
  checkTypes(provider, body.config);
  const config: Values = {};
  const secrets: Secrets = { ...stored };
  const replaced: string[] = [];
  for (const field of typedFields(provider)) {
    const sent = body.config[field.name];
    if (!field.secret) {
      if (sent !== undefined && sent !== '') config[field.name] = trimmed(sent);
      continue;
    }
    const before = stored[field.name] ?? '';
    if (sent === undefined || (before && sent === maskSecret(before))) continue;
    if (looksMasked(sent)) throw invalidParam(`config.${field.name}`);
    const next = String(trimmed(sent));
    if (next === before) continue;
    if (next) secrets[field.name] = next;
    else delete secrets[field.name];
    replaced.push(field.name);
  }
  const failed = configFailure(provider, { ...config, ...secrets });
  if (failed) throw invalidParam(`config.${failed.field}`, failed.failure);
  if (provider.oauth && body.enabled && !secrets.access_token) throw invalidParam('enabled');
  return { enabled: body.enabled, config, secrets, replaced };
}

/** The audited view of a row: its switch and non-secret fields, each named `<provider>.<field>`. */
function auditView(provider: string, row: { enabled: boolean; config: Values; connected_at?: string | null } | undefined) {
  if (!row) return {};
  const view: Record<string, unknown> = { [`${provider}.enabled`]: row.enabled };
  for (const [name, value] of Object.entries(row.config)) view[`${provider}.${name}`] = value;
  if (row.connected_at) view[`${provider}.connected_at`] = iso(row.connected_at);
  return view;
}

const sameValues = (a: Values, b: Values) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Writes a provider's row and its audit row (action `payment` on the store), in the caller's
 * transaction; a write that changes nothing writes nothing. Answers the provider as the API shows it.
 */
export async function writePayment(
  tx: Tx,
  box: SecretBox,
  writer: Writer,
  target: { storeId: number; provider: PaymentProvider; row: PaymentRow | undefined },
  write: PaymentWrite,
): Promise<PaymentState> {
  const { storeId, provider, row } = target;
  const unchanged =
    row && row.enabled === write.enabled && sameValues(row.config, write.config) && write.replaced.length === 0 && !write.connectedAt;
  if (unchanged) return stateOf(provider, row, write.secrets);
  const sealed = sealSecrets(box, storeId, provider.key, write.secrets);
  const connectedAt = write.connectedAt ? sql`now()` : sql`${row?.connected_at ?? null}::timestamptz`;
  const [after] = (
    await tx.execute<PaymentRow>(sql`
      insert into payment_configs (store_id, provider, enabled, config, secrets, connected_at, updated_at, updated_by)
      values (${storeId}, ${provider.key}, ${write.enabled}, ${JSON.stringify(write.config)}::jsonb, ${sealed}, ${connectedAt}, now(), ${writer.staffId})
      on conflict (store_id, provider) do update set enabled = excluded.enabled, config = excluded.config, secrets = excluded.secrets,
        connected_at = excluded.connected_at, updated_at = excluded.updated_at, updated_by = excluded.updated_by
      returning provider, enabled, config, secrets, connected_at, updated_at`)
  ).rows;
  const replaced = write.replaced.length > 0 ? { [`${provider.key}.replaced_credentials`]: write.replaced } : {};
  await writeAudit(tx, writer, {
    action: 'payment',
    resource: 'store',
    recordId: storeId,
    before: auditView(provider.key, row),
    after: { ...auditView(provider.key, after), ...replaced },
  });
  return stateOf(provider, after, write.secrets);
}

/** `POST /store/payment/save` on a store the caller sees (its row already locked). */
export async function savePayment(tx: Tx, box: SecretBox, writer: Writer, body: PaymentSave): Promise<PaymentState> {
  const provider = providerOf(body.provider)!;
  const { row, secrets } = await lockPayment(tx, box, body.store_id, provider.key);
  return writePayment(tx, box, writer, { storeId: body.store_id, provider, row }, applySave(provider, body, secrets));
}
