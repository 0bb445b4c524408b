import {
  isSlotSelectable,
  offeredSlots,
  onePerStart,
  slotAvailabilityLabel,
  type SlotFilterContext,
} from '../../../shared/model/slot-rules';
import type { Slot } from '../../../shared/model/types';
import { EVENT_PARTICIPANTS } from './event-lines';

export interface EventSlotCard {
  slot: Slot;
  selectable: boolean;
  label: string;
}

/**
 * The slot cards of an event day: the slots offered (spec §5), one card per start. A slot with a free place can be
 * chosen whatever the participants chosen so far (spec §5: selectable when free places > 0); choosing it holds the
 * participants to its free places (participantsFor), as the server holds one place per participant.
 */
export function eventSlotCards(
  daySlots: readonly Slot[],
  context: SlotFilterContext,
  selectedId: number | null,
): EventSlotCard[] {
  const rated = offeredSlots(daySlots, context).map((slot) => {
    const selectable = isSlotSelectable(slot, { kind: 'standard', participants: 1, minimum: 1 });
    return { slot, selectable, label: slotAvailabilityLabel(slot, selectable) };
  });
  return onePerStart(rated, selectedId);
}

/** The participants kept when a slot is chosen: at most its free places (at least 1: a chosen slot has a free place). */
export function participantsFor(participants: number, freePlaces: number): number {
  return Math.max(EVENT_PARTICIPANTS.min, Math.min(participants, freePlaces));
}
