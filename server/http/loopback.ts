/**
 * Whether an address, or a request's client, is this machine. A request that came through a proxy
 * (it carries a forwarded header) counts as remote whatever TRUST_PROXY says: a proxy on the same
 * machine makes every client look like loopback.
 */
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** A loopback name or address: `localhost`, 127.x.x.x, ::1 (with or without brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (net.isIPv4(name)) return name.startsWith('127.');
  return net.isIPv6(name) && (name === '::1' || /^::ffff:127\./.test(name));
}

const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/** The client is this machine: its address (as TRUST_PROXY reads it) is loopback and no proxy forwarded it. */
export function isLoopbackClient(request: FastifyRequest): boolean {
  return isLoopbackHost(request.ip) && !FORWARDED_HEADERS.some((name) => request.headers[name] !== undefined);
}
