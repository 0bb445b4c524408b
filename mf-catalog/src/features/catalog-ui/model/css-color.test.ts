import { cssColor, readableTextOn } from './css-color';

describe('cssColor', () => {
  it.each(['#fff', '#E30613', '#11223344', 'rgb(10, 20, 30)', 'rgba(10,20,30,0.5)', 'hsl(120deg 50% 50%)', 'red'])(
    'keeps %s',
    (c) => {
      expect(cssColor(c, '#000')).toBe(c);
    },
  );
  it('adds the missing # of legacy hex values', () => {
    expect(cssColor('e30613', '#000')).toBe('#e30613');
  });
  it.each([null, undefined, '', 'red; background:url(x)', 'url(http://x)', 'expression(alert(1))', '#12345'])(
    'falls back for %p',
    (c) => {
      expect(cssColor(c as string | null | undefined, '#123')).toBe('#123');
    },
  );
});

describe('readableTextOn', () => {
  it('uses black on light and white on dark backgrounds', () => {
    expect(readableTextOn('#ffffff')).toBe('#000');
    expect(readableTextOn('#ff0')).toBe('#000');
    expect(readableTextOn('#1a237e')).toBe('#fff');
    expect(readableTextOn('red')).toBe('#fff');
  });
});
