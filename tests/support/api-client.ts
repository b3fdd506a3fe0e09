/** A small HTTP client for API tests: the envelope, the status, and the demo logins. */
import { createHash } from 'node:crypto';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface Answer<T = any> {
  status: number;
  code: number;
  data: T;
  msg: string;
  reason?: string;
  /** The body field a 1001 refuses. */
  field?: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  rawBody?: string;
}

/** An answer's envelope, status and headers. */
export async function answerOf<T = any>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  return {
    status: res.status,
    code: json.code,
    data: json.data,
    msg: json.msg,
    reason: json.reason,
    field: json.field,
    headers: res.headers,
  };
}

export class ApiClient {
  constructor(readonly base: string) {}

  async call<T = any>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const url = new URL(this.base + path);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    } else if (body !== undefined) headers['content-type'] ??= 'application/json';
    return answerOf<T>(await fetch(url, { method, headers, body }));
  }

  get<T = any>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, options);
  }

  post<T = any>(path: string, body?: unknown, options: CallOptions = {}) {
    return this.call<T>('POST', path, { ...options, body });
  }

  /** Logs in and answers the token; fails the test when the login is refused. */
  async login(account: string, password: string): Promise<string> {
    const answer = await this.post('/login', { account, password: md5(password) });
    if (answer.code !== 0) throw new Error(`login ${account} failed: ${answer.code} ${answer.msg}`);
    return answer.data.token;
  }
}

export const DEMO_PASSWORD: Record<string, string> = {
  admin: 'admin123',
  dealer1: 'dealer123',
  manager1: 'dealer123',
  staff1: 'dealer123',
  dealer2: 'dealer123',
};
