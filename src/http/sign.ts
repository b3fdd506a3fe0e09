import { md5 } from './md5';

const encoder = new TextEncoder();

/** Compares names by their UTF-8 bytes (docs/api.md: "sorted by name (byte order)"). */
function byteOrder(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return x.length - y.length;
}

/** The signed text: every parameter but `sign`, sorted, `name=value` joined with `&`. */
export function signText(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort(byteOrder)
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/** `sign` = uppercase hex MD5 of the signed text followed by the secret (docs/api.md, Signature). */
export function sign(params: Record<string, string>, secret: string): string {
  return md5(signText(params) + secret).toUpperCase();
}
