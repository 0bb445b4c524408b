import { bus } from '../bus/bus';
import type { ParkEvent } from '../bus/events';
import { sessionStore } from '../stores/session-store';
import { createHttpClient } from './http-client';
import { HttpError, httpStatus, isHttpError, serverMessage, type HttpAdapter, type HttpRequest } from './http-types';

/** A transport answering with a fixed status and recording the requests (the client's adapter hook). */
function transport(status: number, data: unknown = { ok: status < 400 }) {
  const sent: HttpRequest[] = [];
  const adapter: HttpAdapter = async (request) => {
    sent.push(request);
    const response = { data, status, headers: {} };
    if (status >= 400) throw new HttpError('failed', request, response);
    return response;
  };
  return { sent, adapter };
}

describe('createHttpClient', () => {
  beforeEach(() => sessionStore.reset());

  it("uses the '/api' base URL and sends the session's bearer token", async () => {
    const { sent, adapter } = transport(200);
    const client = createHttpClient({ adapter });
    await client.get('/v1/activites', { params: { aid: 1 } });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/v1/activites', baseURL: '/api', params: { aid: 1 } });
    expect(sent[0]!.headers).toEqual({});
    sessionStore.update((d) => {
      d.token = 'abc';
    });
    await client.post('/users/3', { a: 1 });
    expect(sent[1]).toMatchObject({ method: 'post', data: { a: 1 }, headers: { Authorization: 'Bearer abc' } });
    await client.put('/print', {}, { headers: { authorization: 'Bearer other' } });
    expect(sent[2]!.headers).toEqual({ authorization: 'Bearer other' });
  });

  it('answers the body and status; a base URL changed later is used by the next calls', async () => {
    const { sent, adapter } = transport(200, [1, 2]);
    const client = createHttpClient({ adapter });
    await expect(client.get<number[]>('/x')).resolves.toMatchObject({ data: [1, 2], status: 200 });
    client.defaults.baseURL = 'http://api.test/api';
    await client.delete('/x');
    expect(sent[1]).toMatchObject({ method: 'delete', baseURL: 'http://api.test/api' });
  });

  it('announces auth:session-expired on a 401 to an authenticated request only', async () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    const { adapter } = transport(401, { message: 'Identifiants incorrects.' });
    const client = createHttpClient({ adapter });
    const failed = await client.post('/auth/signin', { email: 'a@b.fr', password: 'x' }).catch((e: unknown) => e);
    expect(isHttpError(failed)).toBe(true);
    expect(httpStatus(failed)).toBe(401);
    expect(serverMessage(failed)).toBe('Identifiants incorrects.');
    expect(seen).toEqual([]);
    sessionStore.update((d) => {
      d.token = 'expired';
    });
    await expect(client.get('/users/3')).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(seen).toEqual([{ type: 'auth:session-expired' }]);
  });

  it("leaves the session out of a call made without it: no token sent, and its 401 is the call's own", async () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    const { sent, adapter } = transport(401, { message: 'Code du personnel invalide.' });
    const client = createHttpClient({ adapter });
    sessionStore.update((d) => {
      d.token = 'visitor';
    });
    const config = { headers: { 'X-Staff-Token': 'staff' }, withoutSession: true };
    await expect(client.post('/v1/print', {}, config)).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(sent[0]!.headers).toEqual({ 'X-Staff-Token': 'staff' });
    expect(seen).toEqual([]);
    expect(sessionStore.get().token).toBe('visitor');
  });

  it('lets other errors through without events', async () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    sessionStore.update((d) => {
      d.token = 'abc';
    });
    await expect(createHttpClient({ adapter: transport(500).adapter }).get('/x')).rejects.toThrow(HttpError);
    sub.unsubscribe();
    expect(seen).toEqual([]);
  });

  it('reads nothing from what is not a failed call', () => {
    expect(isHttpError(new Error('x'))).toBe(false);
    expect(httpStatus(null)).toBeUndefined();
    expect(serverMessage({ response: { data: { message: 'forged' } } })).toBeNull();
    expect(
      serverMessage(new HttpError('f', {} as HttpRequest, { status: 400, headers: {}, data: { message: ' ' } })),
    ).toBeNull();
  });
});
