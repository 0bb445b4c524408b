import { barKey, codeFingerprint, codeMatches, signBarToken, verifyBarToken } from './staff-token';

describe('bar staff and tablet tokens', () => {
  const key = barKey('secret');
  const k = codeFingerprint('bar360');
  const now = 1_800_000_000;

  it('verifies its own tokens, until they expire', () => {
    const token = signBarToken({ role: 'tablet', zone: 2, table: 9, exp: now + 60, k }, key);
    expect(verifyBarToken(token, key, k, now)).toEqual({ role: 'tablet', zone: 2, table: 9, exp: now + 60, k });
    expect(verifyBarToken(token, key, k, now + 60)).toBeNull();
  });

  it('refuses another key, a changed staff code, a tampered body, a visitor JWT', () => {
    const token = signBarToken({ role: 'staff', exp: now + 60, k }, key);
    expect(verifyBarToken(token, barKey('other'), k, now)).toBeNull();
    expect(verifyBarToken(token, key, codeFingerprint('nouveau'), now)).toBeNull();
    const [, , mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'staff', exp: now + 9999, k })).toString('base64url');
    expect(verifyBarToken(`bar.${forged}.${mac}`, key, k, now)).toBeNull();
    expect(verifyBarToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.x', key, k, now)).toBeNull();
  });

  it('compares codes exactly', () => {
    expect(codeMatches('bar360', 'bar360')).toBe(true);
    expect(codeMatches('bar36', 'bar360')).toBe(false);
    expect(codeMatches('', '')).toBe(false);
  });
});
