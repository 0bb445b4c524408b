import type { BasketLine } from 'shared-events';
import { buildBookingLines, type LineBuildInput } from '../../../shared/model/basket-lines';
import { buildExtraLines, isDrink, type Extra, type ExtraCounts } from '../../extras';
import { buildClubLine } from '../../family-club';
import type { Activity, Formula, Tariff } from '../../../shared/model/types';
import type { Instant } from '../../../shared/model/time';

/**
 * Every line a recap puts in the basket: the booking (with its equipment and wristband lines), one line
 * per accessory with a count above 0 (0 to the participants each, same pid and type: spec §4 'duo pack
 * ... one line per accessory with a non-zero count'), and the 360 Family Club line when the visitor
 * joined from the club offer (its own pid; the booking is then priced as a member's).
 */
export function recapLines(
  input: Omit<LineBuildInput, 'offersAccessories'> & {
    extras: readonly Extra[];
    accessoryCounts: ExtraCounts;
    club: { activity: Activity; formula: Formula; tariff: Tariff; now: Instant; pid: string } | null;
  },
): BasketLine[] {
  const accessories = input.extras.filter((extra) => !isDrink(extra));
  const booking = buildBookingLines({
    ...input,
    member: input.member === true || input.club !== null,
    offersAccessories: accessories.length > 0,
  });
  const extraLines = buildExtraLines({
    main: booking[0]!,
    extras: input.extras,
    counts: input.accessoryCounts,
    bounds: { min: 0, max: input.participants },
    newId: input.newId,
  });
  const club = input.club ? [buildClubLine({ ...input.club, newId: input.newId })] : [];
  return [...booking, ...extraLines, ...club];
}
