import { fetchOpenDays } from '../../../shared/api/booking-api';
import { firstOpenDay, OPEN_DAYS_WINDOW, type OpenDays } from '../../../shared/model/open-days';
import { parisDayKey } from '../../../shared/model/time';
import { parseIdList } from '../../../shared/model/types';
import { useLoad, type Loads } from 'shared-events';

/**
 * The days (from today, about two months) on which the activity, in the formula's rooms when it names
 * some, has a slot still bookable online. Null key (aid null): nothing to load.
 */
export function useOpenDays(aid: number | null, rooms: string | null | undefined, now: () => number): Loads<OpenDays> {
  const from = parisDayKey(now());
  const roomIds = parseIdList(rooms);
  return useLoad({
    queryKey: ['mf_booking', 'jours-ouverts', aid, roomIds.join(','), from],
    queryFn: ({ signal }) => fetchOpenDays({ aid: aid!, from, count: OPEN_DAYS_WINDOW, rooms: roomIds }, signal),
    enabled: aid !== null,
  });
}

/** The answer once known, null while loading or when it failed (then no day is marked). */
export function knownOpenDays(state: Loads<OpenDays>): OpenDays | null {
  return state.status === 'success' ? state.data : null;
}

/** The day a planning opens on: the rule's day, moved to the first bookable day when the answer says it has none. */
export function openingDay(ruleDay: string, state: Loads<OpenDays>): string {
  return firstOpenDay(ruleDay, knownOpenDays(state));
}
