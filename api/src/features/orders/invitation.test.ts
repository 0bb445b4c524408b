import { celebrates } from './invitation';

describe("the invitation's line under the child's name", () => {
  it('says « ses n ans », « son premier anniversaire » at one, nothing without an age', () => {
    expect(celebrates(8)).toBe('qui fête ses 8 ans');
    expect(celebrates('1')).toBe('qui fête son premier anniversaire');
    expect(celebrates(1)).toBe('qui fête son premier anniversaire');
    expect(celebrates(null)).toBeNull();
    expect(celebrates(0)).toBeNull();
  });
});
