import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus/bus';
import type { ParkEvent } from '../bus/events';
import { sessionStore } from '../stores/session-store';
import { createHttpClient } from './http-client';

/** A transport answering with a fixed status and recording the requests (axios' adapter hook). */
function transport(status: number) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { data: { ok: status < 400 }, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };
  return { sent, adapter };
}

describe('createHttpClient', () => {
  beforeEach(() => sessionStore.reset());

  it("uses the '/api' base URL and sends the session's bearer token", async () => {
    const { sent, adapter } = transport(200);
    const client = createHttpClient({ adapter });
    await client.get('/v1/activites');
    expect(sent[0]!.baseURL).toBe('/api');
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
    sessionStore.update((d) => {
      d.token = 'abc';
    });
    await client.get('/users/3');
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('announces auth:session-expired on a 401 to an authenticated request only', async () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    const { adapter } = transport(401);
    const client = createHttpClient({ adapter });
    await expect(client.post('/auth/signin', { email: 'a@b.fr', password: 'x' })).rejects.toThrow();
    expect(seen).toEqual([]);
    sessionStore.update((d) => {
      d.token = 'expired';
    });
    await expect(client.get('/users/3')).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(seen).toEqual([{ type: 'auth:session-expired' }]);
  });

  it('lets other errors through without events', async () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    sessionStore.update((d) => {
      d.token = 'abc';
    });
    await expect(createHttpClient({ adapter: transport(500).adapter }).get('/x')).rejects.toThrow();
    sub.unsubscribe();
    expect(seen).toEqual([]);
  });
});
