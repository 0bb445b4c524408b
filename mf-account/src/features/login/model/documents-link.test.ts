import { documentsFailure, documentsLinkFromQuery } from './documents-link';

const SIGNATURE = 'A'.repeat(43);
const query = (text: string) => new URLSearchParams(text);
const NOW = Date.UTC(2026, 10, 23, 12);
const IN_A_WEEK = Math.floor(NOW / 1000) + 7 * 24 * 3600;

describe('the documents link of a company request', () => {
  it('is usable with a client id and a token not yet expired', () => {
    expect(documentsLinkFromQuery(query(`mode=5&idClient=12&token=${IN_A_WEEK}.${SIGNATURE}`), NOW)).toEqual({
      state: 'usable',
      idClient: 12,
      token: `${IN_A_WEEK}.${SIGNATURE}`,
    });
  });
  it('is expired once the token’s time is past', () => {
    expect(
      documentsLinkFromQuery(query(`idClient=12&token=${IN_A_WEEK}.${SIGNATURE}`), (IN_A_WEEK + 1) * 1000),
    ).toEqual({ state: 'expired' });
  });
  it.each([
    '',
    `token=${IN_A_WEEK}.${SIGNATURE}`,
    `idClient=0&token=${IN_A_WEEK}.${SIGNATURE}`,
    `idClient=abc&token=${IN_A_WEEK}.${SIGNATURE}`,
    'idClient=12',
    'idClient=12&token=abc',
    `idClient=12&token=${IN_A_WEEK}.short`,
  ])('is invalid without a client id or a well-formed token (%p)', (text) => {
    expect(documentsLinkFromQuery(query(text), NOW)).toEqual({ state: 'invalid' });
  });
  it('reads the API’s refusals: the link (403), the request no longer pending (409), else try again', () => {
    expect(documentsFailure(403)).toBe('badLink');
    expect(documentsFailure(409)).toBe('notPending');
    expect(documentsFailure(413)).toBe('retry');
    expect(documentsFailure(0)).toBe('retry');
  });
});
