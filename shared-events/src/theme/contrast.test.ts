import { getContrastRatio } from '@mui/material/styles';
// The demonstration park's brand colours, as the API seeds them (offers and formulas take their activity's).
import { activitySeeds } from '../../../api/src/seed/park-data';
import { accessibleColor, TEXT_CONTRAST, textOn } from './contrast';
import { parkColors, parkTheme } from './park-theme';

const surfaces = ['#ffffff', parkColors.background];

describe('activity colours keep 4.5:1 text contrast (RGAA 3.2, WCAG 1.4.3)', () => {
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

  it('an unreadable value falls back to the park colour', () => {
    expect(accessibleColor('not a colour')).toBe(parkColors.primary);
  });
});
