import { getContrastRatio } from '@mui/material/styles';
import fs from 'node:fs';
import path from 'node:path';
import { accessibleColor, TEXT_CONTRAST, textOn } from './contrast';
import { parkColors, parkTheme } from './park-theme';
import { TOAST_BACKGROUNDS } from '../platform/toast-stack';

const surfaces = ['#ffffff', parkColors.background];

// The demonstration park's brand colours, read from the API's seed (offers and formulas take their activity's):
// `activity(aid, 'NAME', 'code', '#colour', '#pale colour', ...)`. Read as text: areas do not import the API.
const seed = fs.readFileSync(path.join(__dirname, '../../../api/src/seed/park-activities.ts'), 'utf8');
const activitySeeds = [
  ...seed.matchAll(/activity\(\s*\d+,\s*'[^']+',\s*'[^']+',\s*'(#[0-9A-Fa-f]{6})',\s*'(#[0-9A-Fa-f]{6})'/g),
].map((m) => ({ color: m[1]!, color1: m[1]!, color2: m[2]! }));

describe('activity colours keep 4.5:1 text contrast (RGAA 3.2, WCAG 1.4.3)', () => {
  it('reads every seeded activity', () => {
    expect(activitySeeds.length).toBeGreaterThanOrEqual(13);
  });

  const colours = activitySeeds.flatMap((a) => [a.color, a.color1]);

  it.each(colours)('%s, adapted, reads as text on white and on the page, and under white text', (colour) => {
    const adapted = accessibleColor(colour);
    for (const surface of surfaces) expect(getContrastRatio(adapted, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a brand colour that already reads well, darkens the others only as much as needed', () => {
    expect(accessibleColor('#7B2CBF')).toBe('#7B2CBF');
    const amber = accessibleColor('#F59E0B');
    expect(amber).not.toBe('#F59E0B');
    expect(getContrastRatio(amber, '#ffffff')).toBeLessThan(TEXT_CONTRAST + 1.5);
    // At least one seeded colour fails as it is: the adaptation is needed.
    expect(colours.some((c) => getContrastRatio(c, '#ffffff') < TEXT_CONTRAST)).toBe(true);
  });

  it.each(activitySeeds.map((a) => a.color2))('text on the pale background %s reads at 4.5:1', (pale) => {
    expect(getContrastRatio(textOn(pale), pale)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('the theme: text, primary and secondary buttons', () => {
    for (const surface of surfaces) {
      expect(getContrastRatio(parkTheme.palette.text.primary, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio(parkTheme.palette.text.secondary, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio(parkTheme.palette.primary.main, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    const { primary, secondary, error } = parkTheme.palette;
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(error.main, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'a contained %s button: its text on its colour at 4.5:1',
    (name) => {
      const { main, contrastText } = parkTheme.palette[name];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it.each(Object.entries(TOAST_BACKGROUNDS))('white text on the %s toast reads at 4.5:1', (_kind, background) => {
    expect(getContrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('an unreadable value falls back to the park colour', () => {
    expect(accessibleColor('not a colour')).toBe(parkColors.primary);
  });
});
