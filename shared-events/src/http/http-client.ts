import { bus } from '../bus/bus';
import { sessionStore } from '../stores/session-store';
import {
  HttpError,
  type HttpAdapter,
  type HttpClient,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
  type RequestConfig,
} from './http-types';
import { fetchAdapter } from './fetch-adapter';

export interface HttpClientOptions {
  /** Prefix of every relative URL; '/api' (every app server proxies it). */
  baseURL?: string;
  /** Milliseconds before a request is given up (an error without answer); 30 s. */
  timeout?: number;
  /** Reads the bearer token; defaults to the session store's. */
  getToken?: () => string | null;
  /** What carries the requests; the browser's fetch unless a test answers instead. */
  adapter?: HttpAdapter;
}

/** Settings a page (or a server render) may change after the client is made. */
export interface HttpDefaults {
  baseURL: string;
  timeout: number;
  adapter: HttpAdapter;
  /** Reads the bearer token (a server render reads the token of the page it draws: decision 0040). */
  getToken: () => string | null;
}

export interface ParkHttpClient extends HttpClient {
  readonly defaults: HttpDefaults;
}

/**
 * A client for the park API on the browser's fetch (decision 0022): base URL '/api', the session's bearer token on
 * each request, JSON both ways, an `HttpError` with the API's answer for any status outside 2xx, and a 401 on an
 * authenticated request announced as auth:session-expired.
 */
export function createHttpClient(options: HttpClientOptions = {}): ParkHttpClient {
  const defaults: HttpDefaults = {
    baseURL: options.baseURL ?? '/api',
    timeout: options.timeout ?? 30_000,
    adapter: options.adapter ?? fetchAdapter,
    getToken: options.getToken ?? (() => sessionStore.get().token),
  };

  async function send<T>(method: HttpMethod, url: string, data: unknown, config: RequestConfig = {}) {
    const headers: Record<string, string> = { ...config.headers };
    const token = config.withoutSession ? null : defaults.getToken();
    if (token && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
      headers.Authorization = `Bearer ${token}`;
    }
    const request: HttpRequest = {
      method,
      url,
      baseURL: defaults.baseURL,
      params: config.params,
      data,
      headers,
      responseType: config.responseType ?? 'json',
      timeout: config.timeout ?? defaults.timeout,
      signal: config.signal,
    };
    try {
      return (await defaults.adapter(request)) as HttpResponse<T>;
    } catch (error) {
      // A failed sign-in also answers 401: only a rejected token means the session expired.
      if (error instanceof HttpError && error.response?.status === 401 && headers.Authorization) {
        bus.emit({ type: 'auth:session-expired' });
      }
      throw error;
    }
  }

  return {
    defaults,
    get: (url, config) => send('get', url, undefined, config),
    delete: (url, config) => send('delete', url, undefined, config),
    post: (url, data, config) => send('post', url, data, config),
    put: (url, data, config) => send('put', url, data, config),
    patch: (url, data, config) => send('patch', url, data, config),
  };
}

/** The shared client. */
export const http: ParkHttpClient = createHttpClient();
