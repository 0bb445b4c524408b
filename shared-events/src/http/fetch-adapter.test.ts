/**
 * @jest-environment node
 */
// The fetch adapter against a real HTTP server (Node's fetch, as in a server render; the browser's is the same API).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchAdapter, requestUrl } from './fetch-adapter';
import { HttpError, isCancel, type HttpRequest } from './http-types';

let server: Server;
let base: string;
const seen: Array<{ method?: string; url?: string; type?: string; auth?: string; body: string }> = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({
      method: request.method,
      url: request.url,
      type: request.headers['content-type'],
      auth: request.headers.authorization,
      body,
    });
    const path = request.url?.split('?')[0];
    if (path === '/api/json')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (path === '/api/empty') return void response.writeHead(204).end();
    if (path === '/api/text') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('bonjour');
    if (path === '/api/refused')
      return void response.writeHead(409, { 'content-type': 'application/json' }).end('{"message":"Complet."}');
    if (path === '/api/slow') return void setTimeout(() => response.writeHead(200).end('{}'), 2000);
    response.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => void seen.splice(0));

const request = (over: Partial<HttpRequest>): HttpRequest => ({
  method: 'get',
  url: '/json',
  baseURL: base,
  headers: {},
  responseType: 'json',
  timeout: 5000,
  ...over,
});

describe('fetchAdapter', () => {
  it('joins the base URL and the path, and encodes the query without its empty parameters', () => {
    expect(
      requestUrl({ url: '/v1/offres', baseURL: '/api/', params: { aid: 1, q: 'a b&c', none: undefined, nul: null } }),
    ).toBe('/api/v1/offres?aid=1&q=a+b%26c');
    expect(requestUrl({ url: 'http://print.test/api/v1/print', baseURL: '/api' })).toBe(
      'http://print.test/api/v1/print',
    );
    expect(requestUrl({ url: '/api/v1/print', baseURL: '' })).toBe('/api/v1/print');
    expect(requestUrl({ url: '/x?a=1', baseURL: '/api', params: { b: 2 } })).toBe('/api/x?a=1&b=2');
  });

  it('sends JSON with its type and the headers, and reads a JSON answer', async () => {
    const answer = await fetchAdapter(
      request({ method: 'post', data: { name: 'Léa' }, headers: { Authorization: 'Bearer t' }, params: { v: 2 } }),
    );
    expect(answer).toMatchObject({ status: 200, data: { a: 1 } });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/api/json?v=2',
      type: 'application/json',
      auth: 'Bearer t',
      body: '{"name":"Léa"}',
    });
  });

  it('sends a form as it is (the browser sets its type)', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['png'], { type: 'image/png' }), 'p.png');
    await fetchAdapter(request({ method: 'post', data: form }));
    expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('filename="p.png"');
  });

  it("reads an empty answer as '', a text one as its text, and a blob when asked", async () => {
    await expect(fetchAdapter(request({ url: '/empty' }))).resolves.toMatchObject({ status: 204, data: '' });
    await expect(fetchAdapter(request({ url: '/text' }))).resolves.toMatchObject({ data: 'bonjour' });
    const blob = await fetchAdapter(request({ url: '/text', responseType: 'blob' }));
    expect(await (blob.data as Blob).text()).toBe('bonjour');
  });

  it("fails a status outside 2xx with the API's answer", async () => {
    const error = await fetchAdapter(request({ url: '/refused', method: 'post', data: {} })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 409',
      response: { status: 409, data: { message: 'Complet.' } },
    });
    await expect(fetchAdapter(request({ url: '/nothing' }))).rejects.toMatchObject({
      response: { status: 404, data: 'Not Found' },
    });
  });

  it('fails without answer on a time limit, a cancel and a closed port, saying which', async () => {
    await expect(fetchAdapter(request({ url: '/slow', timeout: 100 }))).rejects.toMatchObject({
      failure: 'timeout',
      response: undefined,
    });
    const controller = new AbortController();
    const pending = fetchAdapter(request({ url: '/slow', signal: controller.signal })).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    expect(isCancel(await pending)).toBe(true);
    const aborted = new AbortController();
    aborted.abort();
    expect(isCancel(await fetchAdapter(request({ signal: aborted.signal })).catch((e: unknown) => e))).toBe(true);
    await expect(fetchAdapter(request({ baseURL: 'http://127.0.0.1:9/api' }))).rejects.toMatchObject({
      failure: 'network',
    });
  });
});
