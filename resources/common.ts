/** Field types used by more than one resource, shared by the server's schemas and the web client. */
import { Type } from '@sinclair/typebox';

/** A password as it travels: the lowercase hex MD5 of the clear text (seed 5). */
export const Md5Hex = Type.String({ pattern: '^[a-f0-9]{32}$', minLength: 32, maxLength: 32 });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Account = Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_.@-]+$' });
export const StatusValue = Type.Union([Type.Literal('valid'), Type.Literal('invalid')]);
export const COUNTRY_CODES = ['ID', 'TR', 'MY', 'PH'] as const;
export const CountryCode = Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c)));
