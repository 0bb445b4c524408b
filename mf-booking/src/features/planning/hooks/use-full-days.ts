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
  /** At least one of the day's cards can be chosen (with what they were judged on). */
  bookable: boolean;
  /** What the cards were judged on (the participants, the event chosen): full days learned for another say nothing. */
  judgedFor: string;
  openDays: Loads<OpenDays>;
  chooseDay: (day: string) => void;
  /**
   * For a page that derives the day it opens on (no day chosen yet): that day, null once the visitor chose one. A
   * page that sets its first day itself tells it through `onRuleDay` instead.
   */
  ruleDay?: string | null;
}

/**
 * The open days the picker shows, less the days the page found full (from the slots it loaded anyway: no request per
 * day), and the move off a full day the page opened on by itself: the next open day (the next calendar day when the
 * open days could not be loaded), up to `MAX_FULL_DAY_SKIPS` times. A day the visitor chose, a stored or edited
 * selection, is never moved.
 */
export function useFullDays(options: FullDaysOptions) {
  const { day, shown, bookable, judgedFor, openDays, chooseDay, ruleDay = null } = options;
  const [full, setFull] = useState<FullDays>({ judgedFor, days: [] });
  // The day the page opened on by itself, and how many more days it may still skip.
  const auto = useRef<{ day: string; left: number } | null>(null);
  const known = knownOpenDays(openDays);
  const fullDays = fullDaysFor(full, judgedFor);
  const open = useMemo(() => withoutFullDays(known, fullDays), [known, fullDays]);

  // Kept up to date while rendering (React's way to adjust state to what it shows): no extra commit.
  const recorded = shown && day !== null ? recordDay(full, judgedFor, day, !bookable) : full;
  if (recorded !== full) setFull(recorded);

  // The derived day last taken as the one the page opened on (for what it was judged on): taken once only, so that a
  // day that fills up later (the visitor's own booking of it) is not left.
  const opening = useRef<string | null>(null);

  useEffect(() => {
    const rule = `${judgedFor} ${ruleDay}`;
    if (ruleDay !== null && ruleDay === day && opening.current !== rule) {
      opening.current = rule;
      auto.current = { day: ruleDay, left: MAX_FULL_DAY_SKIPS };
    }
    const opened = auto.current;
    if (!opened || opened.day !== day) {
      auto.current = null; // the visitor chose another day: the page no longer moves it
      return;
    }
    if (!shown) return;
    const next = !bookable && opened.left > 0 ? nextOpenDay(opened.day, open) : null;
    auto.current = next ? { day: next, left: opened.left - 1 } : null;
    if (next) chooseDay(next);
  }, [shown, day, bookable, open, chooseDay, ruleDay, judgedFor]);

  const onRuleDay = useCallback((first: string) => {
    auto.current = { day: first, left: MAX_FULL_DAY_SKIPS };
  }, []);
  return { openDays: open, onRuleDay };
}
