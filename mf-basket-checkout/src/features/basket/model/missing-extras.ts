import type { BasketLine } from '../../../shared/platform/types';

/** The basket's prompt (spec §5: 'Accessories and wristbands not in the basket prompt the user'). */
export const MISSING_EXTRAS_TITLE = 'ACCESSOIRES ET BRACELETS';
export const MISSING_EXTRAS_TEXT =
  'Ces réservations proposent des accessoires ou un bracelet connecté que vous n’avez pas ajoutés :';

export interface MissingExtras {
  /** The booking line (the group's line that offers them). */
  line: BasketLine;
  accessories: boolean;
  bracelet: boolean;
}

/**
 * The bookings whose formula offers accessories (or a connected wristband) and whose group (pid) holds
 * none: each booking once, in basket order. Pure.
 */
export function missingExtras(lines: readonly BasketLine[]): MissingExtras[] {
  const found: MissingExtras[] = [];
  for (const line of lines) {
    if (!line.offersAccessories && !line.offersBracelet) continue;
    const group = lines.filter((other) => other.pid === line.pid);
    const accessories = line.offersAccessories === true && !group.some((other) => other.extra === 'accessory');
    const bracelet = line.offersBracelet === true && !group.some((other) => other.extra === 'bracelet');
    if (accessories || bracelet) found.push({ line, accessories, bracelet });
  }
  return found;
}

/** 'accessoires', 'bracelet connecté' or both, for one booking of the prompt. */
export function missingText(missing: Pick<MissingExtras, 'accessories' | 'bracelet'>): string {
  return [missing.accessories ? 'accessoires' : null, missing.bracelet ? 'bracelet connecté' : null]
    .filter(Boolean)
    .join(' et ');
}
