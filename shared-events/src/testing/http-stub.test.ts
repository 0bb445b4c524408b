import { createHttpClient } from '../http/http-client';
import { httpStatus, isHttpError } from '../http/http-types';
import { createHttpStub } from './http-stub';

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => error,
  );

describe('the test kit’s HTTP stub', () => {
  const client = createHttpClient({ getToken: () => null });

  it('answers the first matching route, replaces a route said again, and spends once-routes first come', async () => {
    const api = createHttpStub(client);
    api.onGet('/a').reply(200, 1);
    api.onGet('/a').reply(200, 2);
    await expect(client.get('/a')).resolves.toMatchObject({ data: 2 });
    api.restore();
    const again = createHttpStub(client);
    again.onGet('/b').replyOnce(503).onGet('/b').replyOnce(200, 'ok');
    expect(httpStatus(await fail(client.get('/b')))).toBe(503);
    await expect(client.get('/b')).resolves.toMatchObject({ data: 'ok' });
    expect(httpStatus(await fail(client.get('/b')))).toBe(404);
    again.restore();
  });

  it('matches query parameters, bodies and patterns, and records what went on the wire', async () => {
    const api = createHttpStub(client);
    api.onGet('/v1/offres', { params: { aid: '1' } }).reply(200, 'one');
    api.onPost('/auth/signin', { email: 'a@b.fr' }).reply(200, 'in');
    api.onPut(/\/users\/\d+$/).reply((request) => [201, JSON.parse(request.data as string)]);
    await expect(client.get('/v1/offres', { params: { aid: 1 } })).resolves.toMatchObject({ data: 'one' });
    expect(httpStatus(await fail(client.get('/v1/offres', { params: { aid: 2 } })))).toBe(404);
    await expect(client.post('/auth/signin', { email: 'a@b.fr' })).resolves.toMatchObject({ data: 'in' });
    expect(httpStatus(await fail(client.post('/auth/signin', { email: 'x@b.fr' })))).toBe(404);
    await expect(client.put('/users/7', { n: 1 })).resolves.toMatchObject({ status: 201, data: { n: 1 } });
    expect(api.history.post.map((r) => r.data)).toEqual(['{"email":"a@b.fr"}', '{"email":"x@b.fr"}']);
    expect(api.history.get).toHaveLength(2);
    api.restore();
  });

  it('fails without answer on a network error or a time limit, and gives the adapter back on restore', async () => {
    const own = client.defaults.adapter;
    const api = createHttpStub(client);
    api.onAny().networkErrorOnce().onGet('/t').timeout();
    const lost = await fail(client.post('/x', {}));
    expect(isHttpError(lost) && lost.failure).toBe('network');
    expect(await fail(client.get('/t'))).toMatchObject({ failure: 'timeout', response: undefined });
    api.restore();
    expect(client.defaults.adapter).toBe(own);
  });
});
