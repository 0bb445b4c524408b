import { HttpError } from '../http/http-types';
import { failedCall } from '../testing/http-stub';
import { createParkQueryClient, FRESH_FOR_MS, parkQueryClient, retryOnce, retryPassing } from './query-client';

const answered = (status: number) => failedCall(status);
const networkError = () => failedCall();

describe('the park query client', () => {
  it('tries a load again once, only when the failure may pass (no answer, 502, 503, 504)', () => {
    expect(retryOnce(0, networkError())).toBe(true);
    for (const status of [502, 503, 504]) expect(retryOnce(0, answered(status))).toBe(true);
    for (const status of [400, 401, 404, 409, 500]) expect(retryOnce(0, answered(status))).toBe(false);
    expect(retryOnce(1, networkError())).toBe(false);
    expect(retryOnce(0, new Error('Réponse inattendue du serveur (formules).'))).toBe(false);
    expect(retryOnce(0, new HttpError('Canceled', failedCall().request, undefined, 'canceled'))).toBe(false);
  });

  it('tries a load again up to a given number of times, with the same rule (spec §7: the test call, 3 times)', () => {
    const thrice = retryPassing(3);
    for (const count of [0, 1, 2]) expect(thrice(count, answered(503))).toBe(true);
    expect(thrice(3, answered(503))).toBe(false);
    expect(thrice(0, answered(500))).toBe(false);
    expect(thrice(2, networkError())).toBe(true);
  });

  it('keeps answers fresh for a minute and does not reload when the window gets the focus back', () => {
    const queries = createParkQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(FRESH_FOR_MS);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(
      createParkQueryClient({ defaultOptions: { queries: { retry: false } } }).getDefaultOptions().queries!.retry,
    ).toBe(false);
  });

  it('is one client for the page', () => {
    expect(parkQueryClient()).toBe(parkQueryClient());
  });
});
