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
  it('picks the text with the higher contrast, 4.5:1 at least, on the seeded brand colours', () => {
    const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const luminance = (hex: string) => {
      const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const l = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * l[0]! + 0.7152 * l[1]! + 0.0722 * l[2]!;
    };
    for (const band of [
      '#E30613',
      '#0098D9',
      '#7B2CBF',
      '#F59E0B',
      '#10B981',
      '#EC4899',
      '#84CC16',
      '#F97316',
      '#0EA5E9',
      '#334155',
      '#6366F1',
      '#D946EF',
      '#B45309',
    ]) {
      const text = readableTextOn(band) === '#fff' ? 1 : 0;
      expect(ratio(text, luminance(band))).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextOn('#0098D9')).toBe('#000'); // was white at 3.1:1
  });
});
