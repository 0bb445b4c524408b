import { formatPhone, isCompletePhone, phoneDigits } from './phone';

describe('phone mask', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['061', '06 1'],
    ['06', '06'],
    ['', ''],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+33612345678', '06 12 34 56 78'],
    ['0033612345678', '06 12 34 56 78'],
    ['+33 (0)6 12 34 56 78', '06 12 34 56 78'],
    ['09999999999999', '09 99 99 99 99'],
    ['abc', ''],
  ])('%p is shown %p', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it('keeps at most 10 digits', () => {
    expect(phoneDigits('012345678901')).toBe('0123456789');
    expect(phoneDigits(null)).toBe('');
  });

  it('accepts complete national numbers only', () => {
    expect(isCompletePhone('09 99 99 99 99')).toBe(true);
    expect(isCompletePhone('+33 9 99 99 99 99')).toBe(true);
    expect(isCompletePhone('09 99 99 99 9')).toBe(false);
    expect(isCompletePhone('19 99 99 99 99')).toBe(false);
    expect(isCompletePhone(undefined)).toBe(false);
  });
});
