/** The HTTP client's shapes: what a call asks, what it answers, how it fails. */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A query parameter; undefined and null ones are left out. */
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestConfig {
  /** The query string, encoded by the client. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** 'json' (default: JSON when the answer is JSON, its text otherwise), 'blob' or 'text'. */
  responseType?: 'json' | 'blob' | 'text';
  /** Milliseconds before giving up; the client's default otherwise. */
  timeout?: number;
  signal?: AbortSignal;
  /**
   * Leave the visitor's session out of this call (a staff call carrying its own token, a staff sign-in): the
   * session's bearer token is not sent, so its 401 is the call's own and never ends the visitor's session.
   */
  withoutSession?: boolean;
}

/** A request as the adapter gets it: `data` is the body as given (serialised by the adapter). */
export interface HttpRequest {
  method: HttpMethod;
  url: string;
  baseURL: string;
  params?: Record<string, QueryValue>;
  data?: unknown;
  headers: Record<string, string>;
  responseType: 'json' | 'blob' | 'text';
  timeout: number;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** Carries a request and answers it; the fetch adapter in pages, a test's answers in tests. */
export type HttpAdapter = (request: HttpRequest) => Promise<HttpResponse>;

export interface HttpClient {
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

/** Why a request failed without an answer: the network, the time limit, or the caller's cancel. */
export type HttpFailure = 'network' | 'timeout' | 'canceled';

/**
 * A failed call: `response` is the API's answer (status outside 2xx, with its body as `data`), absent when there
 * was none (`failure` says why).
 */
export class HttpError extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly request: HttpRequest,
    readonly response?: HttpResponse,
    readonly failure?: HttpFailure,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Whether `error` is a failed call of the HTTP client (duck-typed: areas may hold another copy of the class). */
export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true;
}

/** Whether `error` is a call the caller cancelled (its signal aborted): nothing to show. */
export function isCancel(error: unknown): boolean {
  return isHttpError(error) && error.failure === 'canceled';
}

/** The status of a failed call's answer, or undefined when there was no answer (or it is not a call). */
export function httpStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The body of a failed call's answer (the API's error body), or undefined. */
export function httpErrorBody(error: unknown): unknown {
  return isHttpError(error) ? error.response?.data : undefined;
}

/** The API's French message of a failed call (`message` of its error body), when it sent one. */
export function serverMessage(error: unknown): string | null {
  const body = httpErrorBody(error) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null;
}
