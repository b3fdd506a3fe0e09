/**
 * The kinds of field a payment provider's form is made of (providers.ts). A field declares its value
 * as the API carries it (a TypeBox schema), whether it is required and secret, and the shared rule
 * that checks it: the server runs the same rule on the body and the web form on what the user typed.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { refusedAs } from '../schema-refusal';
import { domain, port, PORT_MAX, type Invalid } from '../validation';

/** The provider's whole config as the API carries it; rules that depend on a sibling read it. */
export type ConfigValues = Record<string, unknown>;

/** A rule on one field's API value; undefined when it holds, else the i18n message. */
export type FieldCheck = (value: unknown, config: ConfigValues) => Invalid | undefined;

export interface PaymentField {
  name: string;
  /** The value as the API carries it. */
  schema: TSchema;
  required: boolean;
  /** Stored encrypted, answered masked to its last 4 characters, never audited. */
  secret: boolean;
  /** Obtained by the provider's OAuth connection, never typed (and refused in a save). */
  oauth: boolean;
  /** The values of a choice, labelled `payment.choice.<field>.<value>`. */
  choices?: readonly string[];
  multiline?: boolean;
  /** True when the value is an amount in cents (shown as cents / 100), given the config it sits in. */
  money?: (config: ConfigValues) => boolean;
  check?: FieldCheck;
}

interface Options {
  required?: boolean;
  max?: number;
  pattern?: string;
}

const base = (name: string, schema: TSchema, required: boolean): PaymentField => ({ name, schema, required, secret: false, oauth: false });

/** Free text (an id, a user name). */
export const text = (name: string, { required = true, max = 64, pattern }: Options = {}): PaymentField =>
  base(name, Type.String({ maxLength: max, ...(pattern ? { pattern } : {}) }), required);

/** A credential: write-only. `multiline` for keys pasted as PEM blocks. */
export const secret = (
  name: string,
  { required = true, max = 255, multiline = false }: Options & { multiline?: boolean } = {},
): PaymentField => ({
  ...base(name, Type.String({ maxLength: max }), required),
  secret: true,
  multiline,
});

/** A token the provider's OAuth connection gives. */
export const oauthToken = (name: string): PaymentField => ({
  ...base(name, Type.String({ maxLength: 4096 }), false),
  secret: true,
  oauth: true,
});

export const choice = (name: string, choices: readonly string[]): PaymentField => ({
  ...base(name, Type.Union(choices.map((c) => Type.Literal(c))), true),
  choices,
});

/** A host name ('Wrong format'). */
export const domainField = (name: string): PaymentField => ({
  ...base(name, Type.String({ maxLength: 253 }), true),
  check: domain(true),
});

/** A port, 0 to 65535 ('Only supports port range from 0 to 65535'). */
export const portField = (name: string): PaymentField => ({
  ...base(name, Type.Integer({ minimum: 0, maximum: PORT_MAX, ...refusedAs('validation.port') }), true),
  check: port,
});

/**
 * A number whose meaning a sibling decides (a fee: percent or cents), checked by `check`, which
 * also refuses a negative one: its message names the rule of the meaning chosen.
 */
export const measure = (name: string, check: FieldCheck, money: (config: ConfigValues) => boolean): PaymentField => ({
  ...base(name, Type.Number(), true),
  check,
  money,
});
