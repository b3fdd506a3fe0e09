/**
 * A small OAuth 2 provider on 127.0.0.1 for the tests of a store's 7Shifts connection: its token URL
 * exchanges the one code it knows for tokens when the client authenticates, and records every call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OAuthServer {
  url: string;
  env: Record<string, string>;
  /** The form bodies the token URL received, in order. */
  exchanges: Record<string, string>[];
  close(): Promise<void>;
}

export const OAUTH_CLIENT = { id: 'test-client', secret: 'test-client-secret' };
export const GOOD_CODE = 'code-that-works';
export const TOKENS = { access_token: 'access-token-0001-ABCD', refresh_token: 'refresh-token-0002-WXYZ', expires_in: 3600 };

export async function startOAuthServer(): Promise<OAuthServer> {
  const exchanges: Record<string, string>[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const answer = (status: number, json: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.method !== 'POST' || request.url !== '/token') return answer(404, { error: 'not_found' });
      exchanges.push(form);
      const clientOk = form.client_id === OAUTH_CLIENT.id && form.client_secret === OAUTH_CLIENT.secret;
      if (!clientOk) return answer(401, { error: 'invalid_client' });
      if (form.grant_type !== 'authorization_code' || form.code !== GOOD_CODE) return answer(400, { error: 'invalid_grant' });
      return answer(200, { ...TOKENS, token_type: 'bearer' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      SEVENSHIFTS_AUTHORIZE_URL: `${url}/authorize`,
      SEVENSHIFTS_TOKEN_URL: `${url}/token`,
      SEVENSHIFTS_CLIENT_ID: OAUTH_CLIENT.id,
      SEVENSHIFTS_CLIENT_SECRET: OAUTH_CLIENT.secret,
    },
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
