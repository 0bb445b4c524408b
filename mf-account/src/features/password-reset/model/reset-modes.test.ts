import { initialResetMode, resetLinkFromQuery, ResetMode } from './reset-modes';

const q = (s: string) => new URLSearchParams(s);

describe('password reset modes', () => {
  it('opens the request mode without a link, the new-password mode with one', () => {
    expect(initialResetMode(q(''))).toBe(ResetMode.Request);
    expect(initialResetMode(q('token=abc&idClient=12'))).toBe(ResetMode.NewPassword);
    expect(initialResetMode(q('token=abc'))).toBe(ResetMode.NewPassword);
  });
  it('reads a well-formed link only', () => {
    expect(resetLinkFromQuery(q('token=abc&idClient=12'))).toEqual({ token: 'abc', idClient: 12 });
    expect(resetLinkFromQuery(q('token=abc'))).toBeNull();
    expect(resetLinkFromQuery(q('token=&idClient=12'))).toBeNull();
    expect(resetLinkFromQuery(q('token=abc&idClient=0'))).toBeNull();
    expect(resetLinkFromQuery(q('token=abc&idClient=12x'))).toBeNull();
  });
});
