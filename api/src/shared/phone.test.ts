import { normalizePhone } from './phone';

describe("normalizePhone, the accounts' and the family members' rule (spec §5 mask: 10 digits, +33 or 09 formats)", () => {
  it('keeps 10 digits from 0, spaces, dots and dashes taken out, and brings +33 back to the national form', () => {
    expect(normalizePhone('0999999999')).toBe('0999999999');
    expect(normalizePhone('09 99 99 99 99')).toBe('0999999999');
    expect(normalizePhone('09.99.99.99.99')).toBe('0999999999');
    expect(normalizePhone('09-99-99-99-99')).toBe('0999999999');
    expect(normalizePhone('+33 9 99 99 99 99')).toBe('0999999999');
    expect(normalizePhone('+33999999999')).toBe('0999999999');
    expect(normalizePhone('0033 9 99 99 99 99')).toBe('0999999999');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'zz', '099999999', '09999999999', '9999999999', '+3399999999', '+33 0999999999']) {
      expect(normalizePhone(bad)).toBeNull();
    }
    expect(normalizePhone('09/99/99/99/99')).toBeNull();
  });
});
