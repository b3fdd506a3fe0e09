/** Field types used by more than one resource, shared by the server's schemas and the web client. */
import { PAGE_SIZE_MAX } from './limits';
import { refusedAs } from './schema-refusal';
import { type TLiteral, type TProperties, Type, type TSchema, type TUnion } from '@sinclair/typebox';

/** A password as it travels: the lowercase hex MD5 of the clear text (docs/domain.md). */
export const Md5Hex = Type.String({ pattern: '^[a-f0-9]{32}$', minLength: 32, maxLength: 32 });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Account = Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_.@-]+$' });
export const StatusValue = Type.Union([Type.Literal('valid'), Type.Literal('invalid')]);
export const COUNTRY_CODES = ['ID', 'TR', 'MY', 'PH'] as const;
export const CountryCode = Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c)));

/** Seed 5: letters or digits with _ . - separators, an @, a domain, and a TLD of 2-6 letters. */
export const EMAIL_PATTERN = '^[A-Za-z0-9]+([_.-][A-Za-z0-9]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\\.[A-Za-z]{2,6}$';
/** An email address, or empty when none is given. */
export const EmailOrEmpty = Type.String({ maxLength: 100, pattern: `^$|${EMAIL_PATTERN}`, ...refusedAs('validation.email') });
/** Digits, spaces, `+ ( ) -`; empty allowed unless `minLength` says otherwise. */
export const Phone = (minLength = 0) => Type.String({ minLength, maxLength: 30, pattern: '^[0-9+() -]*$' });
/** Free text of at most `max` characters; required text must hold a non-space character. */
export const Text = (max: number, required = true) =>
  required ? Type.String({ minLength: 1, maxLength: max, pattern: '\\S' }) : Type.String({ maxLength: max });
/** A time as the API sends it: ISO 8601 UTC. */
export const DateTime = Type.String({ format: 'date-time' });
/** A calendar date without a time or zone (a day something happened on): `YYYY-MM-DD`, a date that exists. */
export const DateOnly = Type.String({ format: 'date', description: 'a calendar date, YYYY-MM-DD' });
/** An IANA time zone as `Intl` knows it (`Asia/Jakarta`): format `time-zone`, checked by the server. */
export const TimeZoneName = Type.String({
  format: 'time-zone',
  minLength: 1,
  maxLength: 64,
  description: 'an IANA time zone (Asia/Jakarta)',
});
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of a list of strings, typed as exactly those values. */
export const OneOf = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
/** Body of `POST /<res>/status`: enable or disable one record. */
export const StatusChange = Type.Object({ id: Id, status: StatusValue }, { additionalProperties: false });

/** The most records one bulk call takes (a dealer's "select all matching" of a few hundred stores). */
export const BULK_MAX = 500;

/** The records of a bulk call: 1 to BULK_MAX ids, each once. */
export const BulkIds = Type.Array(Id, { minItems: 1, maxItems: BULK_MAX, uniqueItems: true });

/** `ids` of a list query: only these records, 1 to PAGE_SIZE_MAX ids joined with commas. */
export const IdsParam = Type.String({
  pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${PAGE_SIZE_MAX - 1}}$`,
  description: 'only these records: ids joined with commas',
});

/** A bulk body's choice: leave out the records refused (named in the answer's `skipped`) and write the others. */
export const SkipRefused = Type.Optional(Type.Boolean({ description: 'leave out the records refused and write the others' }));

/** `POST /<res>/bulk_status` body: Enable or Disable every record named. */
export const BulkStatusChange = Type.Object(
  { ids: BulkIds, status: StatusValue, skip_refused: SkipRefused },
  { additionalProperties: false },
);

/** A bulk write's answer: how many records changed, and those left out with `skip_refused` (their refusal's code and reason). */
export const BulkResult = Type.Object({
  changed: Type.Integer(),
  skipped: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.Union([Type.String(), Type.Null()]),
      code: Type.Integer(),
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

/** Request bodies refuse unknown fields (400 / 1001 naming the field). */
export const strict = { additionalProperties: false } as const;

/** `POST /<res>/update` body: the id and any of the editable fields; nothing else is accepted. */
export function UpdateBody<P extends TProperties>(editable: P) {
  return Type.Object({ id: Id, ...Type.Partial(Type.Object(editable)).properties }, strict);
}

/**
 * Query parameters the web client sends on every call (docs/api.md Conventions): no list filter may
 * take one of these names, or every list would be filtered by it.
 */
export const DEFAULT_QUERY_PARAMS = [
  'device_id',
  'platform',
  'version',
  'ua',
  'device_type',
  'uid',
  'timestamp',
  'country',
  'lang',
  'screen',
  'app',
  'sign',
] as const;
