import { HttpError, type HttpRequest, type HttpResponse, type QueryValue } from './http-types';

/** The request's address: an absolute URL as it is, a path after the base URL, then the query parameters. */
export function requestUrl(request: Pick<HttpRequest, 'url' | 'baseURL' | 'params'>): string {
  const { url, baseURL, params } = request;
  const full = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}) as [string, QueryValue][]) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

/** A body fetch sends as it is (files, forms, text); anything else goes as JSON. */
function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer
  );
}

/** The body and headers fetch gets for the request's data. */
export function requestBody(request: HttpRequest): { body?: BodyInit; headers: Record<string, string> } {
  const { data, headers } = request;
  if (data === undefined) return { headers };
  if (isRawBody(data)) return { body: data, headers };
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  return { body: JSON.stringify(data), headers: typed ? headers : { ...headers, 'Content-Type': 'application/json' } };
}

/** An answer's body: a Blob when asked for, else JSON when it parses, else its text ('' when empty). */
async function readBody(response: Response, type: HttpRequest['responseType'], ok: boolean): Promise<unknown> {
  if (type === 'blob' && ok) return response.blob();
  const text = await response.text();
  if (type === 'text' && ok) return text;
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headersOf(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** Carries a request with the browser's (or Node's) fetch, within its time limit and its caller's signal. */
export async function fetchAdapter(request: HttpRequest): Promise<HttpResponse> {
  const controller = new AbortController();
  let why: 'timeout' | 'canceled' | undefined;
  const cancel = () => {
    why ??= 'canceled';
    controller.abort();
  };
  if (request.signal?.aborted) cancel();
  request.signal?.addEventListener('abort', cancel);
  const timer = setTimeout(() => {
    why ??= 'timeout';
    controller.abort();
  }, request.timeout);
  try {
    const { body, headers } = requestBody(request);
    let response: Response;
    try {
      if (why) throw new Error(why);
      response = await fetch(requestUrl(request), {
        method: request.method.toUpperCase(),
        headers,
        body,
        signal: controller.signal,
      });
    } catch {
      const failure = why ?? 'network';
      const message = failure === 'network' ? 'Network Error' : failure === 'timeout' ? 'Timeout' : 'Canceled';
      throw new HttpError(message, request, undefined, failure);
    }
    const answer: HttpResponse = {
      status: response.status,
      headers: headersOf(response),
      data: await readBody(response, request.responseType, response.ok),
    };
    if (!response.ok) throw new HttpError(`Request failed with status code ${response.status}`, request, answer);
    return answer;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}
