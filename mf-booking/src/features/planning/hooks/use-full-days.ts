import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Loads } from 'shared-events';
import type { OpenDays } from '../../../shared/model/open-days';
import {
  MAX_FULL_DAY_SKIPS,
  fullDaysFor,
  nextOpenDay,
  recordDay,
  withoutFullDays,
  type FullDays,
} from '../model/full-days';
import { knownOpenDays } from './use-open-days';

export interface FullDaysOptions {
  /** The day shown. */
  day: string | null;
  /** The list shows that day's own slots (loaded, not the previous day's). */
  shown: boolean;
  /** At least one of the day's cards can be chosen (with the participants chosen). */
  bookable: boolean;
  participants: number;
  openDays: Loads<OpenDays>;
  chooseDay: (day: string) => void;
}

/**
 * The open days the picker shows, less the days the page found full for the visitor's participants (from the slots
 * it loaded anyway: no request per day), and the move off a full day the page opened on by itself: the next open
 * day (the next calendar day when the open days could not be loaded), up to `MAX_FULL_DAY_SKIPS` times. A day the visitor chose, a stored or edited selection, is never moved.
 */
export function useFullDays({ day, shown, bookable, participants, openDays, chooseDay }: FullDaysOptions) {
  const [full, setFull] = useState<FullDays>({ participants, days: [] });
  // The day the page opened on by itself, and how many more days it may still skip.
  const auto = useRef<{ day: string; left: number } | null>(null);
  const known = knownOpenDays(openDays);
  const fullDays = fullDaysFor(full, participants);
  const open = useMemo(() => withoutFullDays(known, fullDays), [known, fullDays]);

  // Kept up to date while rendering (React's way to adjust state to what it shows): no extra commit.
  const recorded = shown && day !== null ? recordDay(full, participants, day, !bookable) : full;
  if (recorded !== full) setFull(recorded);

  useEffect(() => {
    const opened = auto.current;
    if (!opened || opened.day !== day) {
      auto.current = null; // the visitor chose another day: the page no longer moves it
      return;
    }
    if (!shown) return;
    const next = !bookable && opened.left > 0 ? nextOpenDay(opened.day, open) : null;
    auto.current = next ? { day: next, left: opened.left - 1 } : null;
    if (next) chooseDay(next);
  }, [shown, day, bookable, open, chooseDay]);

  const onRuleDay = useCallback((first: string) => {
    auto.current = { day: first, left: MAX_FULL_DAY_SKIPS };
  }, []);
  return { openDays: open, onRuleDay };
}
