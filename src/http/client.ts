import { ErrorCode, SILENT_CODES } from '../../resources/errors';
import type { AppConfig } from '../config';
import { filenameOf, type DownloadedFile } from './download';
import { readEnvelope } from './envelope';
import { ApiError } from './errors';
import { ABORT_DUPLICATE, ABORT_TIMEOUT, createPendingRequests } from './pending';
import { encodeQuery, toStrings, type Query } from './query';

export interface HttpDeps {
  config: Pick<AppConfig, 'apiBase' | 'apiPrefix' | 'signSecret' | 'version' | 'timeout'>;
  getToken(): string | null;
  /** The default query parameters of docs/api.md, fresh for each call. */
  defaultParams(): Record<string, string>;
  /** Code 8: the login expired. */
  onExpired(): void;
  /** Shows an API error (a 5 s toast). */
  notify(message: string): void;
  /** An API error the request layer keeps quiet (docs/api.md): pages reporting it again stay quiet too. */
  quiet?(message: string): void;
  translate(key: string): string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  params?: Query;
  /** A JSON value, or FormData for multipart. */
  body?: unknown;
  /** No toast for this call's errors: the caller shows them. */
  silent?: boolean;
  timeout?: number;
}

type Method = 'GET' | 'POST';

/** The catalogue code whose message describes an HTTP status that came without an envelope. */
function httpCodeOf(status: number): number {
  const byStatus: Record<number, number> = {
    403: ErrorCode.NoPermission,
    404: ErrorCode.NotFound,
    413: ErrorCode.TooLarge,
    429: ErrorCode.TooManyRequests,
    503: ErrorCode.DatabaseUnavailable,
  };
  return byStatus[status] ?? ErrorCode.ServerError;
}
type Reader<T> = (response: Response) => Promise<T>;

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: readEnvelope reports the HTTP status
  }
  return readEnvelope<T>(response.status, body);
}

/** The request layer: default params, signing, token, duplicate cancel, envelope and error toasts. */
export function createHttp(deps: HttpDeps) {
  const { config } = deps;
  const pending = createPendingRequests();
  const fetchImpl = (input: string, init: RequestInit) => (deps.fetch ?? fetch)(input, init);

  // the signing code (MD5) loads only in a build that signs: the login page's entry stays without it
  const signer = config.signSecret ? import('./sign') : undefined;

  function urlOf(path: string, own: Record<string, string>, signature?: (params: Record<string, string>) => string): string {
    const params = { ...deps.defaultParams(), ...own };
    if (signature) params.sign = signature(params);
    // a full URL is another service of the build's (the file API, src/common/file-upload.ts)
    const base = /^https?:\/\//.test(path) ? path : `${config.apiBase}${config.apiPrefix}${path}`;
    return `${base}?${encodeQuery(params)}`;
  }

  /** The call's URL: at once unsigned, once the signing code is there when the build signs. */
  async function signedUrlOf(path: string, own: Record<string, string>): Promise<string> {
    const { sign } = await signer!;
    return urlOf(path, own, (params) => sign(params, config.signSecret));
  }

  function headersOf(body: unknown): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (config.version) headers['X-App-Version'] = config.version;
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    return headers;
  }

  function toApiError(error: unknown, signal: AbortSignal): ApiError {
    // An HTTP error with no envelope (a proxy's 502, say) reads as the catalogue's message.
    if (error instanceof ApiError && error.kind === 'http' && error.code === undefined) {
      return new ApiError(deps.translate(`errors.${httpCodeOf(error.status ?? 0)}`), 'http', undefined, error.status);
    }
    if (error instanceof ApiError) return error;
    if (signal.aborted && signal.reason === ABORT_DUPLICATE) {
      return new ApiError('canceled', 'canceled');
    }
    if (signal.aborted && signal.reason === ABORT_TIMEOUT) {
      return new ApiError(deps.translate('errors.timeout'), 'timeout');
    }
    return new ApiError(deps.translate('errors.network'), 'network');
  }

  /** A server fault (5xx) names the request's id in its message: what a user quotes to the operator. */
  function withRequestId(error: ApiError, requestId: string | undefined): ApiError {
    if (!requestId || (error.status ?? 0) < 500) return error;
    const message = `${error.message} (${deps.translate('errors.request_id')} ${requestId})`;
    return new ApiError(message, error.kind, error.code, error.status, error.reason, error.field, requestId);
  }

  function report(error: ApiError, silent = false): ApiError {
    if (error.code === ErrorCode.TokenExpired) deps.onExpired();
    // 2012 is the second step of a sign-in, not a failure: the login page asks for the code
    else if (error.kind === 'canceled' || silent || error.code === ErrorCode.SecondFactorRequired) return error;
    else if (error.code !== undefined && SILENT_CODES.includes(error.code)) deps.quiet?.(error.message);
    else deps.notify(error.message);
    return error;
  }

  /**
   * Aborts `controller` for a timeout after `ms` (none for 0); answers the function that stops
   * waiting. `AbortSignal.timeout`, not a page timer: a request then sets and clears no timer.
   */
  function abortOnTimeout(controller: AbortController, ms: number): () => void {
    if (ms <= 0) return () => {};
    const deadline = AbortSignal.timeout(ms);
    const onTimeout = () => controller.abort(ABORT_TIMEOUT);
    deadline.addEventListener('abort', onTimeout, { once: true });
    return () => deadline.removeEventListener('abort', onTimeout);
  }

  /**
   * One call. A newer identical call cancels it (docs/api.md); a cancelled read then answers with the
   * newer call's result, since both ask for the same thing. A cancelled write fails, silently.
   */
  function send<T>(method: Method, path: string, options: RequestOptions, read: Reader<T>): Promise<T> {
    const own = toStrings(options.params);
    const ownQuery = encodeQuery(own);
    const key = `${method} ${path}${ownQuery ? `?${ownQuery}` : ''}`;
    const controller = pending.start(key);
    const stopTimeout = abortOnTimeout(controller, options.timeout ?? config.timeout);
    const { body } = options;
    let requestId: string | undefined;
    const result = (async () => {
      try {
        // awaited even unsigned: the fetch starts from a stack of its own, not from its caller's
        // (a React commit's, hundreds of frames that a performance trace records with each request)
        const url = signer ? await signedUrlOf(path, own) : await urlOf(path, own);
        const response = await fetchImpl(url, {
          method,
          headers: headersOf(body),
          body: body === undefined || body instanceof FormData ? (body as FormData | undefined) : JSON.stringify(body),
          signal: controller.signal,
        });
        requestId = response.headers.get('x-request-id') ?? undefined;
        return await read(response);
      } catch (error) {
        const failure = withRequestId(toApiError(error, controller.signal), requestId);
        const newer = failure.kind === 'canceled' && method === 'GET' && pending.successor(key, controller);
        if (newer) return newer as Promise<T>;
        throw report(failure, options.silent);
      } finally {
        stopTimeout();
        pending.finish(key, controller);
      }
    })();
    pending.attach(key, controller, result);
    return result;
  }

  async function readFile(response: Response, fallback: string): Promise<DownloadedFile> {
    if (!response.ok || isJson(response)) {
      await readJson(response);
      throw new ApiError(`HTTP ${response.status}`, 'http', undefined, response.status);
    }
    const filename = filenameOf(response.headers.get('content-disposition'), fallback);
    return { blob: await response.blob(), filename };
  }

  return {
    get: <T>(path: string, params?: Query, options: Omit<RequestOptions, 'params'> = {}) =>
      send<T>('GET', path, { ...options, params }, readJson),
    post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
      send<T>('POST', path, { ...options, body }, readJson),
    /** Excel export: POST with the filters, answers the file and its name (Content-Disposition). */
    exportFile: (path: string, body: unknown, fallbackName: string, options: RequestOptions = {}) =>
      send('POST', path, { ...options, body }, (response) => readFile(response, fallbackName)),
    /** A file answered to a GET (an import template), with its name (Content-Disposition). */
    getFile: (path: string, fallbackName: string, options: RequestOptions = {}) =>
      send('GET', path, options, (response) => readFile(response, fallbackName)),
    /** Multipart upload of one file (field `file` by default) plus text fields. */
    upload<T>(path: string, file: Blob, fields: Record<string, string> = {}, field = 'file', options: Omit<RequestOptions, 'body'> = {}) {
      const form = new FormData();
      Object.entries(fields).forEach(([name, value]) => form.append(name, value));
      form.append(field, file);
      return send<T>('POST', path, { ...options, body: form }, readJson);
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
