import { HttpError, type HttpRequest } from 'shared-events';
import {
  PRINT_FAILED,
  STAFF_SIGNIN_FAILED,
  printFailureMessage,
  staffSignInFailureMessage,
  staffTokenRefused,
} from './print-messages';

const request: HttpRequest = {
  method: 'post',
  url: '/v1/print',
  baseURL: '/api',
  headers: {},
  responseType: 'json',
  timeout: 1000,
};

/** A failed call as the client throws it: the API answered `status` with `data`, or (no status) the network failed. */
function failedCall(status?: number, data: unknown = {}): HttpError {
  return status === undefined
    ? new HttpError('Network Error', request, undefined, 'network')
    : new HttpError(`Request failed with status code ${status}`, request, { status, headers: {}, data });
}

describe('print messages', () => {
  it("shows the API's French message, else the generic one", () => {
    const refused = failedCall(502, { message: "Le serveur d'impression est injoignable." });
    expect(printFailureMessage(refused)).toBe("Le serveur d'impression est injoignable.");
    expect(printFailureMessage(failedCall())).toBe(PRINT_FAILED);
    expect(printFailureMessage(failedCall(500, 'Bad Gateway'))).toBe(PRINT_FAILED);
    expect(printFailureMessage(new Error('boom'))).toBe(PRINT_FAILED);
    expect(staffSignInFailureMessage(failedCall(401, { message: 'Code du personnel invalide.' }))).toBe(
      'Code du personnel invalide.',
    );
    expect(staffSignInFailureMessage(failedCall())).toBe(STAFF_SIGNIN_FAILED);
  });

  it('asks for the staff code again only when the API refused the staff token', () => {
    expect(staffTokenRefused(failedCall(401, { message: 'Réservé au personnel.' }))).toBe(true);
    expect(staffTokenRefused(failedCall(502))).toBe(false);
    expect(staffTokenRefused(failedCall())).toBe(false);
  });
});
