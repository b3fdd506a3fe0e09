/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over Node's 16 kB,
 * a broken request line, a request too slow to arrive) still get the envelope: 413 / 1013 for too
 * large, 400 / 1001 otherwise, instead of Fastify's own body. No request exists to read a language
 * from: the message is in the default language.
 */
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, translate } from '../../i18n';
import { ErrorCode, httpStatusOf } from '../../resources/errors';

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const code = tooLarge ? ErrorCode.TooLarge : ErrorCode.InvalidParam;
  const reason = tooLarge ? 'headers' : 'request';
  const body = JSON.stringify({ code, data: null, msg: translate(DEFAULT_LOCALE, `errors.${code}`, { reason }), reason });
  const status = httpStatusOf(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${tooLarge ? 'Payload Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
