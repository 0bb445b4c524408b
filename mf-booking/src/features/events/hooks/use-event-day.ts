import { useState } from 'react';
import { defaultBookingDay, knownOpenDays, useOpenDays } from '../../planning';
import { firstOpenDay } from '../../../shared/model/open-days';
import type { Activity, Formula } from '../../../shared/model/types';

export interface EventDayOptions {
  activity: Activity;
  /** The event chosen (its rooms bound the open days). */
  formula: Formula | null;
  /** The day of the line being edited, if any: the page opens on it and never moves it. */
  edited: string | null;
  now: () => number;
}

/**
 * The events page's day: the visitor's, or until they pick one, the day the rules give (moved to the first open day
 * of the event's rooms). `ruleDay` is that day while no day is picked, so that the page may move on from it when it
 * turns out full (useFullDays).
 */
export function useEventDay({ activity, formula, edited, now }: EventDayOptions) {
  const [pickedDay, setPickedDay] = useState(edited);
  const openDays = useOpenDays(activity.aid, formula?.rooms, now);
  const known = knownOpenDays(openDays);
  const byRules = () => defaultBookingDay({ now: now(), activity, formula, kind: 'standard' });
  const ruleDay = pickedDay !== null || openDays.status === 'loading' ? null : firstOpenDay(byRules(), known);
  return { day: pickedDay ?? ruleDay, ruleDay, setPickedDay, openDays };
}
