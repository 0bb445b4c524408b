import { useDeferredValue } from 'react';
import { useLoad } from 'shared-events';
import { daySlotsLoad } from '../../../shared/api/booking-api';
import type { Slot } from '../../../shared/model/types';

export interface DaySlots {
  /** The slots of the day shown in the list (null while none are known). */
  slots: Slot[] | null;
  status: 'loading' | 'error' | 'success';
  error: unknown;
  /** True between a tap on another day and the render that starts showing that day's slots. */
  stale: boolean;
  /** Loads the day's slots again (after a failure: 'Réessayer'). */
  retry: () => void;
}

/**
 * The chosen day's slots, drawn after the day itself. A tap on another day (the next-day button, a day of the
 * picker) first repaints the date field alone; the slot list follows in a deferred render that React runs in short
 * tasks: swapping the day's cards for a spinner and then for the new day's cards no longer holds up the tap's next
 * paint (issue 14's interaction target). The list is marked stale in between (`aria-busy`, no taps).
 */
export function useDaySlots(day: string | null): DaySlots {
  const slotDay = useDeferredValue(day);
  const load = useLoad(daySlotsLoad(slotDay));
  // The slots arrive as a synchronous update (the query's store); their cards are drawn in a deferred render too.
  const slots = useDeferredValue(load.status === 'success' ? load.data : null);
  const loading = slotDay === null || load.status === 'loading' || (load.status === 'success' && slots !== load.data);
  return {
    slots,
    status: loading ? 'loading' : load.status,
    error: load.status === 'error' ? load.error : undefined,
    stale: day !== slotDay,
    retry: load.retry,
  };
}
