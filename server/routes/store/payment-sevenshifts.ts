/**
 * Connecting a store to 7Shifts (OAuth authorization code grant). `connect` (permission
 * `store:payment`, a store the caller sees) answers the authorize URL with a `state` bound to the
 * session and the store (server/integrations/oauth-state.ts), and sets a cookie that binds it to
 * this browser (server/integrations/oauth-cookie.ts); the provider sends the browser to `callback`,
 * public since the browser carries no token, which takes the state only from the browser holding its
 * cookie (once: a wrong, replayed, expired or orphaned state, or one another browser started,
 * answers 400 / 1001 `state`), exchanges the code at the token URL, stores the tokens sealed, and
 * sends the browser back to the store's page. Redirect addresses come from PUBLIC_URL, or from a
 * loopback request's own address (server/integrations/public-url.ts). The callback is also exempt
 * from request signing (server/http/signature-hook.ts): the browser's redirect from 7Shifts cannot
 * carry a signature; the state and its cookie are its protection.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { OAuthCallbackQuery, OAuthStart, PaymentQuery, providerOf } from '../../../resources/payment';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { lockPayment, writePayment } from '../../domain/payments';
import { secretBox } from '../../domain/secrets';
import { invalidParam, notFound } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { sevenShiftsSettings, type SevenShiftsSettings } from '../../integrations/config';
import { clearStateCookie, cookieScopeOf, holdsState, setStateCookie } from '../../integrations/oauth-cookie';
import { createOAuthState, takeOAuthState } from '../../integrations/oauth-state';
import { publicBase } from '../../integrations/public-url';
import { authorizeUrl, exchangeCode, OAuthExchangeError } from '../../integrations/sevenshifts';
import { storeRepo } from './repository';

const PROVIDER = providerOf('sevenshifts')!;
const CONNECT = '/payment/sevenshifts/connect';
const CALLBACK = '/payment/sevenshifts/callback';

/** How the connection ended, for the store page's notice. */
type Outcome = 'connected' | 'denied' | 'failed';

export const sevenShiftsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // derived on first use: an app built only to list its routes (server/openapi.ts) has no key
  const box = () => secretBox(app.config.DATA_KEY);
  const publicUrl = (request: FastifyRequest) => publicBase(app.config.PUBLIC_URL, request);
  /** The callback's absolute URL (the redirect URI), from the path of the route `request` came to (`route`, under the API prefix). */
  const redirectUri = (request: FastifyRequest, route: string) =>
    publicUrl(request) + request.routeOptions.url!.slice(0, -route.length) + CALLBACK;
  const configured = (): SevenShiftsSettings => {
    const settings = sevenShiftsSettings(app.config);
    if (!settings) throw notFound();
    return settings;
  };

  app.get(
    CONNECT,
    {
      config: { permission: storeRepo.permission('payment') },
      schema: { querystring: PaymentQuery, response: { 200: Envelope(OAuthStart) } },
    },
    async (request, reply) => {
      const settings = configured();
      const actor = actorOf(request);
      const { db } = app.database;
      await readOne(db, storeRepo.source, storeRepo.visible(actor), request.query.store_id);
      const back = redirectUri(request, CONNECT);
      const state = await createOAuthState(db, PROVIDER.key, request.query.store_id, actor.tokenId);
      setStateCookie(reply, state, cookieScopeOf(back));
      return ok({ url: authorizeUrl(settings, state, back) });
    },
  );

  app.get(
    CALLBACK,
    { config: { public: true, unsigned: 'oauth-callback' }, schema: { querystring: OAuthCallbackQuery } },
    async (request, reply) => {
      const settings = configured();
      const { db } = app.database;
      const self = redirectUri(request, CALLBACK);
      if (!holdsState(request, request.query.state)) throw invalidParam('state');
      const binding = await takeOAuthState(db, PROVIDER.key, request.query.state);
      if (!binding) throw invalidParam('state');
      clearStateCookie(reply, cookieScopeOf(self));
      const back = (outcome: Outcome) =>
        reply.redirect(`${publicUrl(request)}/seller/store/edit?id=${binding.storeId}&sevenshifts=${outcome}`);
      const { code } = request.query;
      if (!code || request.query.error) return back('denied');
      let tokens;
      try {
        tokens = await exchangeCode(settings, code, self);
      } catch (error) {
        if (!(error instanceof OAuthExchangeError)) throw error;
        request.log.warn({ err: error, storeId: binding.storeId }, '7Shifts code exchange failed');
        return back('failed');
      }
      await db.transaction(async (tx) => {
        const { row, secrets } = await lockPayment(tx, box(), binding.storeId, PROVIDER.key);
        const received = { access_token: tokens.access_token, ...(tokens.refresh_token ? { refresh_token: tokens.refresh_token } : {}) };
        await writePayment(
          tx,
          box(),
          binding,
          { storeId: binding.storeId, provider: PROVIDER, row },
          {
            enabled: true,
            config: row?.config ?? {},
            secrets: { ...secrets, ...received },
            replaced: Object.keys(received),
            connectedAt: 'now',
          },
        );
      });
      return back('connected');
    },
  );
};
