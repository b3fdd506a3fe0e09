/**
 * Configuration from environment variables, validated once at start. A bad value stops the server
 * with a message that names the variable and what it expects.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { shownValue } from './config-shown';
import { integrationSettings } from './integrations/config';
import { mailSettings } from './reminders/config';

const ConfigSchema = Type.Object({
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'address to listen on' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'port to listen on (0 = any free port)' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data', description: 'folder of the embedded database and uploaded files' }),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'a PostgreSQL URL; when set, the embedded database is not used' }),
  ),
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10, description: 'PostgreSQL connections per process' }),
  DB_CONNECT_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 5_000,
    description: 'how long a request may wait to open a database connection, or for a free one of the pool; past it: 503 / 1503',
  }),
  DB_STATEMENT_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 3_600_000,
    default: 10_000,
    description: 'how long one statement of a request may run (the client gives up on a silent server a second later); past it: 503 / 1503',
  }),
  SIGN_SECRET: Type.String({ default: '', description: 'request signing secret; empty disables signature checks' }),
  TOKEN_TTL: Type.Integer({ minimum: 60, maximum: 31_536_000, default: 604_800, description: 'token lifetime in seconds' }),
  SESSION_IDLE: Type.Integer({
    minimum: 0,
    maximum: 31_536_000,
    default: 0,
    description: 'seconds a token may go unused before it stops working (0 = no idle timeout; TOKEN_TTL still applies)',
  }),
  REQUIRE_2FA: Type.Union(
    ['none', 'operator_admins', 'admins', 'all'].map((l) => Type.Literal(l)),
    {
      default: 'none',
      description:
        'accounts that must turn on two-factor sign-in before anything else: none, operator_admins, admins (of every org) or all',
    },
  ),
  DATA_KEY: Type.String({
    pattern: '^(.{16,})?$',
    default: '',
    description:
      'key (16+ characters) that encrypts payment secrets at rest; unset: the embedded database keeps its own in DATA_DIR/data-key (server/data-key.ts)',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'warn', description: 'fatal, error, warn, info (logs every request), debug, trace or silent' },
  ),
  LOGIN_MAX_FAILURES: Type.Integer({ minimum: 1, maximum: 1000, default: 5, description: 'failed logins per account before a lock' }),
  LOGIN_ACCOUNT_SLOW_AFTER: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 20,
    description: 'failed logins of one account, from every address, past which its sign-in is delayed',
  }),
  LOGIN_ACCOUNT_LOCK_AFTER: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 50,
    description: 'failed logins of one account, from every address, past which it is locked but from addresses it signed in from',
  }),
  LOGIN_LOCK_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 900, description: 'how long a login lock lasts' }),
  TRUST_PROXY: Type.Integer({
    minimum: 0,
    maximum: 10,
    default: 0,
    description:
      'number of reverse proxies in front (0 = none): the client address for login throttling is read that many hops back in X-Forwarded-For',
  }),
  METRICS_TOKEN: Type.String({
    default: '',
    description: 'bearer token that opens GET /metrics to other machines (a Prometheus server); empty: this machine only',
  }),
  BACKUP_DIR: Type.String({
    default: '',
    description: 'folder of the scheduled backups (README, "Backups"); empty: no scheduled backup',
  }),
  BACKUP_EVERY: Type.String({
    pattern: '^[1-9][0-9]*(m|h|d)$',
    default: '24h',
    description: 'how often a scheduled backup is taken: minutes, hours or days, e.g. 30m, 24h, 7d',
  }),
  BACKUP_KEEP: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 14,
    description: 'scheduled backups kept in BACKUP_DIR; older ones are removed',
  }),
  SEED_DEMO: Type.Union([Type.Literal('auto'), Type.Literal('always'), Type.Literal('never')], {
    default: 'auto',
    description:
      'auto: demo data on a first start of the embedded database that listens on a loopback HOST only; always: on any first start of it; never: no demo data',
  }),
  ...integrationSettings,
  ...mailSettings,
});

export type Config = Static<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads and validates the configuration; numbers are converted from their text form. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, raw));
  const errors = [...Value.Errors(ConfigSchema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const key = e.path.replace(/^\//, '');
      const doc = (ConfigSchema.properties as Record<string, { description?: string }>)[key]?.description ?? '';
      return `  ${key}=${shownValue(key, raw[key])}: ${e.message}${doc ? ` (${doc})` : ''}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return converted as Config;
}
