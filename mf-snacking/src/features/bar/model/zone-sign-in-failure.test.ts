import { HttpError, type HttpRequest } from 'shared-events';
import { NOT_PAIRED, retryDelay, SIGN_IN_UNAVAILABLE, zoneSignInFailure } from './zone-sign-in-failure';

const request = { method: 'post', url: '/bar/zone-signin', headers: {} } as unknown as HttpRequest;
const answered = (status: number, message?: string) =>
  new HttpError('refused', request, { status, data: message ? { message } : {}, headers: {} });

describe('a failed zone sign-in', () => {
  it('says the tablet is not paired only when the API refuses the pairing, and does not try again', () => {
    for (const status of [400, 401, 403, 404]) {
      expect(zoneSignInFailure(answered(status, 'Zone ou table inconnue.'))).toEqual({
        message: NOT_PAIRED,
        retry: false,
      });
    }
  });

  it("gives the API's message when the zone's account cannot be used (409)", () => {
    expect(zoneSignInFailure(answered(409, 'Compte indisponible.'))).toEqual({
      message: 'Compte indisponible.',
      retry: false,
    });
  });

  it('says to wait and tries again when there was no answer, or one that may pass', () => {
    const failures = [
      new HttpError('network', request, undefined, 'network'),
      answered(500),
      answered(503),
      answered(429),
    ];
    for (const error of failures)
      expect(zoneSignInFailure(error)).toEqual({ message: SIGN_IN_UNAVAILABLE, retry: true });
  });

  it('waits 5 s, then twice as long each time, never beyond 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });
});
