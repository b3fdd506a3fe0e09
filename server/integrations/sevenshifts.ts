/**
 * 7Shifts OAuth (authorization code grant): the authorize URL the browser is sent to, and the
 * exchange of the code for tokens at the token URL (server/integrations/config.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { SevenShiftsSettings } from './config';

const EXCHANGE_TIMEOUT_MS = 10_000;

/** The part of the token answer that is kept (RFC 6749 section 5.1). */
const TokenAnswer = Type.Object({
  access_token: Type.String({ minLength: 1, maxLength: 4096 }),
  refresh_token: Type.Optional(Type.String({ maxLength: 4096 })),
  expires_in: Type.Optional(Type.Number()),
});
export type SevenShiftsTokens = Static<typeof TokenAnswer>;

/** The exchange did not give tokens: the provider refused the code, or did not answer. */
export class OAuthExchangeError extends Error {}

export function authorizeUrl(settings: SevenShiftsSettings, state: string, redirectUri: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

export async function exchangeCode(settings: SevenShiftsSettings, code: string, redirectUri: string): Promise<SevenShiftsTokens> {
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthExchangeError(`7Shifts token URL unreachable: ${(error as Error).message}`);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !Value.Check(TokenAnswer, answer)) {
    throw new OAuthExchangeError(`7Shifts refused the code (HTTP ${response.status})`);
  }
  return answer;
}
