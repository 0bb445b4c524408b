/**
 * Colours come from the catalogue data and end up in CSS: only plain colour values
 * (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() with numbers, or a colour keyword)
 * are accepted, anything else falls back.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^(?:rgb|rgba|hsl|hsla)\(\s*[-0-9.%\s,/deg]+\)$/i;
const KEYWORD = /^[a-z]{3,20}$/i;

export function cssColor(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  if (HEX.test(v) || FUNC.test(v) || KEYWORD.test(v)) return v;
  // Legacy data sometimes stores hex without '#'.
  if (/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)) return `#${v}`;
  return fallback;
}

/**
 * Black or white text, whichever has the higher WCAG contrast on a #rrggbb / #rgb background: one of
 * them always reaches 4.5:1, so a brand colour keeps its band and the text adapts (RGAA 3.2).
 */
export function readableTextOn(background: string): '#000' | '#fff' {
  const m = /^#([0-9a-f]{6}|[0-9a-f]{3})/i.exec(background); // six digits first: "#1a237e" is not "#1a2"
  if (!m || !m[1]) return '#fff';
  const hex =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (L=1) vs with black (L=0): (1.05)/(L+0.05) against (L+0.05)/0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000';
}
