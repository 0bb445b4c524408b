// The test kit's HTTP stub: answers the shared client's calls at its adapter, as a test says, and records them.
// Its surface is the part of axios-mock-adapter the tests were written with (decision 0022): onGet/onPost/…
// with a path or a pattern (and query parameters), reply/replyOnce/networkError/timeout, history per method.
import { isDeepStrictEqual } from 'node:util';
import { http, type ParkHttpClient } from '../http/http-client';
import { HttpError, type HttpAdapter, type HttpMethod, type HttpRequest, type HttpResponse } from '../http/http-types';

/** A request as the stub records it: `data` serialised as it went on the wire (JSON text, or the form as is). */
export interface StubRequest extends Omit<HttpRequest, 'data'> {
  data?: unknown;
}

/** An answer: [status, body?, headers?]; a status outside 2xx fails the call with that answer. */
export type StubReply = [number, unknown?, Record<string, string>?];
type Answer = StubReply | 'network' | 'timeout';
type Responder = (request: StubRequest) => Answer | Promise<Answer>;

interface Handler {
  method: HttpMethod | 'any';
  matcher: string | RegExp | undefined;
  params: Record<string, unknown> | undefined;
  /** The JSON body a POST/PUT/PATCH must carry (deep equal, or an asymmetric matcher such as expect.objectContaining). */
  body: unknown;
  once: boolean;
  respond: Responder;
}

export interface StubRoute {
  reply(
    status: number | ((request: StubRequest) => StubReply | Promise<StubReply>),
    data?: unknown,
    headers?: Record<string, string>,
  ): HttpStub;
  replyOnce(
    status: number | ((request: StubRequest) => StubReply | Promise<StubReply>),
    data?: unknown,
    headers?: Record<string, string>,
  ): HttpStub;
  networkError(): HttpStub;
  networkErrorOnce(): HttpStub;
  timeout(): HttpStub;
  timeoutOnce(): HttpStub;
}

/** A route: GET and DELETE may name query parameters (`{ params }`), POST, PUT and PATCH the body they carry. */
type On = (
  matcher?: string | RegExp,
  expected?: { params?: Record<string, unknown> } | Record<string, unknown>,
) => StubRoute;

export interface HttpStub {
  onGet: On;
  onPost: On;
  onPut: On;
  onPatch: On;
  onDelete: On;
  onAny: On;
  /** The calls made, per method, in order. */
  history: Record<HttpMethod, StubRequest[]>;
  resetHandlers(): void;
  resetHistory(): void;
  reset(): void;
  /** Puts the client's own adapter back. */
  restore(): void;
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function wireData(data: unknown): unknown {
  if (data === undefined || typeof data === 'string') return data;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) return data;
  return JSON.stringify(data);
}

function urlMatches(matcher: Handler['matcher'], request: StubRequest): boolean {
  if (matcher === undefined) return true;
  const full = `${request.baseURL.replace(/\/+$/, '')}${request.url}`;
  return typeof matcher === 'string' ? matcher === request.url || matcher === full : matcher.test(request.url);
}

function paramsMatch(expected: Handler['params'], request: StubRequest): boolean {
  if (!expected) return true;
  const sent = Object.entries(request.params ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return (
    sent.length === Object.keys(expected).length &&
    sent.every(([name, value]) => name in expected && String(expected[name]) === String(value))
  );
}

function bodyMatches(expected: unknown, request: StubRequest): boolean {
  if (expected === undefined) return true;
  let sent: unknown = request.data;
  if (typeof sent === 'string') {
    try {
      sent = JSON.parse(sent) as unknown;
    } catch {
      // A text body is compared as it is.
    }
  }
  const matcher = expected as { asymmetricMatch?: (value: unknown) => boolean };
  return typeof matcher.asymmetricMatch === 'function'
    ? matcher.asymmetricMatch(sent)
    : isDeepStrictEqual(sent, expected);
}

const sameRoute = (a: Handler, b: Handler) =>
  a.method === b.method &&
  String(a.matcher) === String(b.matcher) &&
  isDeepStrictEqual(a.params, b.params) &&
  isDeepStrictEqual(a.body, b.body);

/** Stubs `client` (the shared one unless given) until `restore()`; a call no handler matches answers 404. */
export function createHttpStub(client: ParkHttpClient = http): HttpStub {
  const previous = client.defaults.adapter;
  let handlers: Handler[] = [];
  const history = Object.fromEntries(METHODS.map((m) => [m, []])) as unknown as Record<HttpMethod, StubRequest[]>;

  const adapter: HttpAdapter = async (request) => {
    const recorded: StubRequest = { ...request, data: wireData(request.data) };
    history[request.method].push(recorded);
    const handler = handlers.find(
      (h) =>
        (h.method === 'any' || h.method === request.method) &&
        urlMatches(h.matcher, recorded) &&
        paramsMatch(h.params, recorded) &&
        bodyMatches(h.body, recorded),
    );
    if (handler?.once) handlers = handlers.filter((h) => h !== handler);
    const answer: Answer = handler ? await handler.respond(recorded) : [404];
    if (answer === 'network') throw new HttpError('Network Error', request, undefined, 'network');
    if (answer === 'timeout') throw new HttpError('Timeout', request, undefined, 'timeout');
    const [status, data, headers = {}] = answer;
    const response: HttpResponse = { status, data, headers };
    if (status < 200 || status >= 300)
      throw new HttpError(`Request failed with status code ${status}`, request, response);
    return response;
  };
  client.defaults.adapter = adapter;

  const stub = { history } as HttpStub;
  const add = (base: Omit<Handler, 'once' | 'respond'>, once: boolean, respond: Responder) => {
    const handler: Handler = { ...base, once, respond };
    const existing = once ? -1 : handlers.findIndex((h) => !h.once && sameRoute(h, handler));
    if (existing >= 0) handlers[existing] = handler;
    else handlers.push(handler);
    return stub;
  };
  const route =
    (method: Handler['method']): On =>
    (matcher, expected) => {
      const query = method === 'get' || method === 'delete' || method === 'any';
      const base = {
        method,
        matcher,
        params: query ? (expected as { params?: Record<string, unknown> } | undefined)?.params : undefined,
        body: query ? undefined : expected,
      };
      const replying =
        (once: boolean) =>
        (status: Parameters<StubRoute['reply']>[0], data?: unknown, headers?: Record<string, string>) =>
          add(base, once, typeof status === 'function' ? status : () => [status, data, headers]);
      return {
        reply: replying(false),
        replyOnce: replying(true),
        networkError: () => add(base, false, () => 'network'),
        networkErrorOnce: () => add(base, true, () => 'network'),
        timeout: () => add(base, false, () => 'timeout'),
        timeoutOnce: () => add(base, true, () => 'timeout'),
      };
    };
  Object.assign(stub, {
    onGet: route('get'),
    onPost: route('post'),
    onPut: route('put'),
    onPatch: route('patch'),
    onDelete: route('delete'),
    onAny: route('any'),
    resetHandlers: () => void (handlers = []),
    resetHistory: () => METHODS.forEach((m) => history[m].splice(0)),
    reset: () => {
      stub.resetHandlers();
      stub.resetHistory();
    },
    restore: () => {
      stub.reset();
      client.defaults.adapter = previous;
    },
  });
  return stub;
}

/** A failed call as the client throws it: the API answered `status`, or (without one) the network failed. */
export function failedCall(status?: number, data: unknown = {}): HttpError {
  const request: HttpRequest = {
    method: 'get',
    url: '/x',
    baseURL: '/api',
    headers: {},
    responseType: 'json',
    timeout: 1000,
  };
  return status === undefined
    ? new HttpError('Network Error', request, undefined, 'network')
    : new HttpError(`Request failed with status code ${status}`, request, { status, headers: {}, data });
}
