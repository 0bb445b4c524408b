import { fileSize } from './file-size';

describe('fileSize (French units)', () => {
  it("says Ko under 1 Mo, at least '1 Ko'", () => {
    expect(fileSize(2048)).toBe('2 Ko');
    expect(fileSize(120 * 1024)).toBe('120 Ko');
    expect(fileSize(10)).toBe('1 Ko');
  });
  it('says Mo with one decimal, a comma, and none for a whole number', () => {
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1,5 Mo');
    expect(fileSize(2 * 1024 * 1024)).toBe('2 Mo');
    expect(fileSize(5 * 1024 * 1024)).toBe('5 Mo');
    expect(fileSize(12.25 * 1024 * 1024)).toBe('12,3 Mo');
  });
});
