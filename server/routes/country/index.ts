import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COUNTRIES } from '../../../resources/countries';
import { Envelope, ok } from '../../http/envelope';

const CountryItem = Type.Object({
  code: Type.String(),
  name: Type.String(),
  timezone: Type.String(),
  utc_offset: Type.String(),
  currency: Type.String(),
  symbol: Type.String(),
  symbol_position: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});

export const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/list', { schema: { response: { 200: Envelope(Type.Array(CountryItem)) } } }, async () => ok([...COUNTRIES]));
};
