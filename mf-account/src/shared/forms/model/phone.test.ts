import { formatPhone, isCompletePhone, PHONE_INPUT_MAX, phoneDigits } from './phone';

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

  it('typed key by key, +33 6 12 34 56 78 ends as 06 12 34 56 78', () => {
    const typed = '+33 6 12 34 56 78';
    let shown = '';
    for (const key of typed) shown = formatPhone(shown + key);
    expect(shown).toBe('06 12 34 56 78');
    expect(isCompletePhone(shown)).toBe(true);
  });

  it('keeps the international prefix while it is being typed', () => {
    expect(formatPhone('+')).toBe('+');
    expect(formatPhone('+3')).toBe('+3');
    expect(formatPhone('+33 ')).toBe('+33');
    expect(formatPhone('+336')).toBe('06');
    expect(formatPhone('+32')).toBe('32');
  });

  it('a pasted international number fits the field before the mask', () => {
    expect('+33 (0)6 12 34 56 78'.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
    expect(formatPhone('+33 (0)6 12 34 56 78')).toBe('06 12 34 56 78');
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
