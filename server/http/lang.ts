import type { FastifyRequest } from 'fastify';
import { toLocale, type Locale } from '../../i18n';

/** The caller's language: the `lang` query parameter the client sends, else Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query && typeof query.lang === 'string' ? query.lang : undefined;
  return toLocale(fromQuery ?? request.headers['accept-language']);
}
