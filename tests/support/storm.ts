/**
 * A reproducible storm of malformed requests over every call of docs/openapi.json: wrong types,
 * missing and unknown fields, huge strings, bad JSON, wrong content types, truncated multipart
 * bodies, bad query parameters and ids. Every request that could write is malformed for sure: its
 * body (or query) is checked against the call's own schema and made invalid when chance left it valid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

type Schema = Record<string, any>;

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  params: { name: string; required: boolean; schema: Schema }[];
  body?: Schema;
  multipart: boolean;
  /** Answers a spreadsheet when the request holds (an export, an import template). */
  file: boolean;
}

export interface StormRequest {
  /** What was sent, to tell a failure apart. */
  label: string;
  method: 'GET' | 'POST';
  /** Path and query under the API prefix. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** A call that answers a spreadsheet, not the envelope, when the request holds. */
  file: boolean;
}

const OPENAPI = path.resolve(import.meta.dirname, '../../docs/openapi.json');

export function operations(): Operation[] {
  const doc = JSON.parse(fs.readFileSync(OPENAPI, 'utf8'));
  const list: Operation[] = [];
  for (const [route, methods] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const content = op.requestBody?.content ?? {};
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path: route,
        params: (op.parameters ?? []).map((p: any) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: content['application/json']?.schema,
        multipart: route === '/file/upload',
        file: op.responses?.['200']?.content?.['application/json']?.schema?.description === 'the .xlsx file',
      });
    }
  }
  return list;
}

/** mulberry32: a small seeded generator, so that a failing storm can be replayed with its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { chance: (p: number) => next() < p, int, pick: <T>(items: readonly T[]): T => items[int(items.length)] };
}
type Random = ReturnType<typeof random>;

const HUGE = 'x'.repeat(100_000);
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  '',
  '   ',
  HUGE,
  'nul\u0000byte',
  'ünïcödé ✓ 😀',
  '<script>alert(1)</script>',
  "'; drop table orgs; --",
  '../../etc/passwd',
  '2026-13-45T99:99:99Z',
  'NaN',
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: [1] } },
  Array.from({ length: 5000 }, (_, i) => i),
];
const BAD_QUERY_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '',
  ' ',
  'x'.repeat(5000),
  'u'.repeat(17_000), // with the rest of the URL, over Node's 16 kB of headers
  '%00',
  '\u0000',
  '1;select 1',
  'true',
  '[1]',
  '2147483648',
];

/** A value the schema might accept, as a starting point for a body. */
function plausible(schema: Schema, rnd: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rnd.pick(schema.enum);
  if (schema.anyOf) return plausible(rnd.pick(schema.anyOf), rnd);
  switch (schema.type) {
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return rnd.chance(0.5);
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries<Schema>(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, rnd)]));
    default:
      return null;
  }
}

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const coercing = new Ajv({ strict: false, allErrors: false, validateFormats: false, coerceTypes: 'array' });
const compiled = new Map<Schema, ValidateFunction>();
const validator = (schema: Schema, coerce = false) => {
  const key = coerce ? { ...schema, coerce } : schema;
  const found = [...compiled.entries()].find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1];
  if (found) return found;
  const fn = (coerce ? coercing : ajv).compile(schema);
  compiled.set(key, fn);
  return fn;
};

/** A JSON body that the call's schema refuses: plausible fields, then one to three faults. */
function badBody(schema: Schema, rnd: Random): unknown {
  if (rnd.chance(0.08)) return rnd.pick(BAD_VALUES.filter((v) => typeof v !== 'object' || Array.isArray(v) || v === null));
  const properties = Object.entries<Schema>(schema.properties ?? {});
  const body: Record<string, unknown> = {};
  for (const [name, s] of properties) if (rnd.chance(0.7)) body[name] = plausible(s, rnd);
  const faults = 1 + rnd.int(3);
  for (let i = 0; i < faults && properties.length > 0; i++) {
    const [name, s] = rnd.pick(properties);
    const fault = rnd.int(4);
    if (fault === 0) delete body[name];
    else if (fault === 1 && s.type === 'string') body[name] = 'y'.repeat((s.maxLength ?? 1000) + 1 + rnd.int(3) * 50_000);
    else body[name] = rnd.pick(BAD_VALUES);
  }
  if (rnd.chance(0.2)) body[rnd.pick(['extra', 'id2', 'org_id_', 'constructor', 'level', 'quota'])] = rnd.pick(BAD_VALUES);
  // still valid by chance (or an object schema without properties): an unknown field makes it not
  if (validator(schema)(JSON.parse(JSON.stringify(body)))) body.unexpected_field = 1;
  return body;
}

function badQuery(op: Operation, rnd: Random): string {
  const query = new URLSearchParams();
  for (const p of op.params) {
    if (rnd.chance(0.15)) continue;
    if (rnd.chance(0.5)) query.append(p.name, String(plausible(p.schema, rnd)));
    else query.append(p.name, rnd.pick(BAD_QUERY_VALUES));
    if (rnd.chance(0.05)) query.append(p.name, rnd.pick(BAD_QUERY_VALUES)); // the same parameter twice
  }
  if (rnd.chance(0.1)) query.append(rnd.pick(['lang', 'timestamp', 'sign', 'page', 'size']), rnd.pick(BAD_QUERY_VALUES));
  if (op.params.length > 0) {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(op.params.map((p) => [p.name, p.schema])),
      required: op.params.filter((p) => p.required).map((p) => p.name),
    };
    const values = Object.fromEntries(
      [...new Set(query.keys())].map((k) => [k, query.getAll(k).length > 1 ? query.getAll(k) : query.get(k)]),
    );
    // valid by chance: its first integer (or required) parameter gets a word instead
    if (validator(schema, true)(values)) {
      const target = op.params.find((p) => p.schema.type === 'integer') ?? op.params[0];
      query.set(target.name, target.schema.type === 'integer' ? 'abc' : 'x'.repeat(5000));
    }
  }
  const text = query.toString();
  return text ? `${op.path}?${text}` : op.path;
}

const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  'nul',
  '[',
  "{'single':1}",
  '\u0000',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(5000),
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  'application/json; charset=ebcdic',
  'image/png',
  ';;;',
];

function badMultipart(rnd: Random): Payload {
  const boundary = '----storm' + rnd.int(1e9);
  const whole = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nDATA\r\n--${boundary}--\r\n`;
  const cases: [string, Record<string, string>, string][] = [
    ['truncated', { 'content-type': `multipart/form-data; boundary=${boundary}` }, whole.slice(0, 10 + rnd.int(whole.length - 20))],
    ['other boundary', { 'content-type': `multipart/form-data; boundary=other` }, whole],
    ['no boundary', { 'content-type': 'multipart/form-data' }, whole],
    ['empty', { 'content-type': `multipart/form-data; boundary=${boundary}` }, ''],
    [
      'text field only',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    ],
    ['no closing boundary', { 'content-type': `multipart/form-data; boundary=${boundary}` }, whole.replace(`--${boundary}--\r\n`, '')],
    [
      'garbage',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      String.fromCharCode(...Array.from({ length: 2000 }, () => rnd.int(256))),
    ],
    ['json', { 'content-type': 'application/json' }, '{"file":"x"}'],
  ];
  const [label, headers, body] = rnd.pick(cases);
  return { label: `multipart ${label}`, headers, body };
}

interface Payload {
  label: string;
  body?: string;
  headers: Record<string, string>;
}

const json = (label: string, body: string): Payload => ({ label, body, headers: { 'content-type': 'application/json' } });

/** A malformed JSON request body: bad JSON, another content type, nothing, too much, or a body its schema refuses. */
function badJsonPayload(schema: Schema, rnd: Random): Payload {
  switch (rnd.int(10)) {
    case 0:
      return json('bad JSON', rnd.pick(BAD_JSON));
    case 1:
      return {
        label: 'wrong content-type',
        body: JSON.stringify(badBody(schema, rnd)),
        headers: { 'content-type': rnd.pick(WRONG_TYPES) },
      };
    case 2:
      return json('empty JSON', '');
    case 3:
      if (rnd.chance(0.3)) return json('too large', JSON.stringify({ blob: 'z'.repeat(1_100_000) }));
  }
  return json('bad body', JSON.stringify(badBody(schema, rnd)));
}

function authorization(tokens: { admin: string; dealer: string }, rnd: Random): Record<string, string> {
  const who = rnd.int(20);
  if (who < 13) return { authorization: `Bearer ${tokens.admin}` };
  if (who < 17) return { authorization: `Bearer ${tokens.dealer}` };
  if (who === 17) return { authorization: rnd.pick(['Bearer', 'Bearer x', 'Basic YTpi', `Bearer ${'t'.repeat(10_000)}`, 'Bearer \u00ff']) };
  return {};
}

/** `count` malformed requests over the operations, the same for the same seed. */
export function storm(seed: number, count: number, tokens: { admin: string; dealer: string }): StormRequest[] {
  const rnd = random(seed);
  const ops = operations();
  const requests: StormRequest[] = [];
  for (let i = 0; i < count; i++) {
    const op = ops[i % ops.length];
    const headers = authorization(tokens, rnd);
    if (rnd.chance(0.1)) headers['accept-language'] = rnd.pick(['zh-CN', 'xx', '*;q=abc', 'en-US,zh-CN;q=0.5']);
    let url = badQuery(op, rnd);
    let method = op.method;
    let payload: Payload;
    const other = op.method === 'GET' ? 'POST' : 'GET';
    if (rnd.chance(0.03) && !ops.some((o) => o.path === op.path && o.method === other)) {
      method = other; // a method the path does not take: an unknown route
      payload = method === 'POST' ? json('wrong method', '{}') : { label: 'wrong method', headers: {} };
    } else if (op.multipart) payload = badMultipart(rnd);
    else if (op.body) {
      url = op.path;
      payload = badJsonPayload(op.body, rnd);
    } else payload = { label: 'bad query', headers: {} };
    const { body, label } = payload;
    const shown = body === undefined ? '' : JSON.stringify(body.slice(0, 120));
    requests.push({
      label: `#${i} ${method} ${url.slice(0, 160)} [${label}] ${shown}`,
      method,
      url,
      headers: { ...headers, ...payload.headers },
      body,
      file: op.file && method === op.method,
    });
  }
  return requests;
}
