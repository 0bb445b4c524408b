import { darken, getContrastRatio } from '@mui/material/styles';
import { parkColors } from './park-theme';

/** WCAG 2 AA for normal text (RGAA 4.1 criterion 3.2): 4.5:1. */
export const TEXT_CONTRAST = 4.5;

/** The surfaces coloured text sits on: cards and dialogs (white) and the page background. */
const SURFACES = ['#ffffff', parkColors.background];

/** The lowest contrast of a colour against every surface (and against white text when used as a background). */
function worstContrast(color: string): number {
  return Math.min(...SURFACES.map((surface) => getContrastRatio(color, surface)));
}

const memo = new Map<string, string>();

/**
 * An activity's brand colour made fit for text and for backgrounds under white text: the colour itself
 * when it already has 4.5:1 against white and the page background, else darkened in small steps until it
 * has (same hue). The brand data is not changed; this is applied where the colour is used.
 */
export function accessibleColor(color: string): string {
  const known = memo.get(color);
  if (known) return known;
  let result = color;
  try {
    for (let step = 1; worstContrast(result) < TEXT_CONTRAST && step <= 20; step += 1)
      result = darken(color, step * 0.05);
  } catch {
    result = parkColors.primary; // not a colour MUI can read: the park's own
  }
  if (memo.size < 200) memo.set(color, result);
  return result;
}

/** White or the park's dark text, whichever has the higher contrast on a background (4.5:1 or better for the palette). */
export function textOn(background: string): '#ffffff' | typeof parkColors.text {
  try {
    return getContrastRatio('#ffffff', background) >= getContrastRatio(parkColors.text, background)
      ? '#ffffff'
      : parkColors.text;
  } catch {
    return parkColors.text;
  }
}

/** Styles of text for assistive technologies only (read by screen readers, not shown): MUI's visuallyHidden. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
