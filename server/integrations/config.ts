/**
 * Settings of the store integrations that talk to other services (7Shifts OAuth), read from the
 * environment with the rest of the configuration (server/config.ts spreads them into its schema:
 * a bad value stops the server with a message naming the variable).
 */
import { Type } from '@sinclair/typebox';

const HTTP_URL = '^https?://[^\\s/]+(/\\S*)?$';

export const integrationSettings = {
  SEVENSHIFTS_AUTHORIZE_URL: Type.String({
    pattern: HTTP_URL,
    default: 'https://app.7shifts.com/oauth2/authorize',
    description: "7Shifts' OAuth authorize URL, where the Connect button sends the user",
  }),
  SEVENSHIFTS_TOKEN_URL: Type.String({
    pattern: HTTP_URL,
    default: 'https://app.7shifts.com/oauth2/token',
    description: "7Shifts' OAuth token URL, where the server exchanges the code for tokens",
  }),
  SEVENSHIFTS_CLIENT_ID: Type.String({
    default: '',
    description: 'OAuth client id of this app at 7Shifts; empty: 7Shifts cannot be connected',
  }),
  SEVENSHIFTS_CLIENT_SECRET: Type.String({ default: '', description: 'OAuth client secret of this app at 7Shifts' }),
  PUBLIC_URL: Type.String({
    pattern: `^$|${HTTP_URL}`,
    default: '',
    description:
      "the address users reach the app at (OAuth redirects come back to it); empty: the request's own address, for a loopback host only (server/integrations/public-url.ts)",
  }),
};

export interface SevenShiftsSettings {
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The 7Shifts OAuth client, or undefined when no client id is configured. */
export function sevenShiftsSettings(config: Record<keyof typeof integrationSettings, string>): SevenShiftsSettings | undefined {
  if (!config.SEVENSHIFTS_CLIENT_ID) return undefined;
  return {
    authorizeUrl: config.SEVENSHIFTS_AUTHORIZE_URL,
    tokenUrl: config.SEVENSHIFTS_TOKEN_URL,
    clientId: config.SEVENSHIFTS_CLIENT_ID,
    clientSecret: config.SEVENSHIFTS_CLIENT_SECRET,
  };
}
