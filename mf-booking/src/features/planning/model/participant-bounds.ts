import { participantBounds, type Bounds } from '../../../shared/model/bounds';
import { freePlaces } from '../../../shared/model/slot-rules';
import type { Activity, Slot } from '../../../shared/model/types';

/**
 * The participant counter's bounds for the chosen slot (spec §5: free places and the activity's maximum). A birthday
 * also takes its participants on each linked slot (the included activities: the server holds the full count on
 * every one), so the fewest free places among the slot and its linked slots bound it. No slot chosen: the activity's
 * range alone. A linked slot not among the day's slots is not known here and does not bound (the server checks it).
 */
export function chosenSlotBounds(
  activity: Pick<Activity, 'code' | 'minParticipants' | 'maxParticipants'>,
  chosen: Slot | null,
  linked: readonly number[] | undefined,
  daySlots: readonly Slot[],
): Bounds {
  if (!chosen) return participantBounds(activity, null);
  let free = freePlaces(chosen);
  for (const id of linked ?? []) {
    const slot = daySlots.find((candidate) => candidate.id === id);
    if (slot) free = Math.min(free, freePlaces(slot));
  }
  return participantBounds(activity, free);
}
