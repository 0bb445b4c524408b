import { signInvoiceAccess, verifyInvoiceAccess } from './invoice-link';

describe('invoice links', () => {
  const secret = 'test-secret';
  const now = Date.UTC(2026, 2, 29, 10);
  it('accepts its own order and client until it expires', () => {
    const access = signInvoiceAccess(secret, 12, 3, now, 300);
    expect(verifyInvoiceAccess(secret, access, 12, 3, now + 299_000)).toBe(true);
    expect(verifyInvoiceAccess(secret, access, 12, 3, now + 301_000)).toBe(false);
  });
  it('is bound to the order, the client and the secret, and refuses tampering', () => {
    const access = signInvoiceAccess(secret, 12, 3, now);
    expect(verifyInvoiceAccess(secret, access, 13, 3, now)).toBe(false);
    expect(verifyInvoiceAccess(secret, access, 12, 4, now)).toBe(false);
    expect(verifyInvoiceAccess('other', access, 12, 3, now)).toBe(false);
    const [exp, sig] = access.split('.');
    expect(verifyInvoiceAccess(secret, `${Number(exp) + 1000}.${sig}`, 12, 3, now)).toBe(false);
    expect(verifyInvoiceAccess(secret, 'garbage', 12, 3, now)).toBe(false);
  });
});
