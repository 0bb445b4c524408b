import { useEffect, useState } from 'react';
import { reservationRecipes, type ReservationRecipe } from '../model/reservation-state';

export interface KeptSlotCheck {
  /** The selection was not made on this page: read from sessionStorage (a reload, the way back, a pack's next step). */
  wasStored: boolean;
  /** The selected day's slots are shown (loaded, not the previous day's). */
  shown: boolean;
  /** The day shown: the notice is about this day's slots and goes when another day is chosen. */
  day: string | null;
  /** A slot is selected. */
  hasSelection: boolean;
  /** The selected slot among the day's offered ones, and whether it can still be chosen; null when no longer offered. */
  selected: { selectable: boolean } | null;
  update: (recipe: ReservationRecipe) => void;
}

/**
 * A kept selection is judged once, on the first slots shown: a slot that has filled up, been withdrawn or passed
 * its booking time since it was chosen is dropped, instead of staying selected until 'Valider mes horaires' refuses
 * it. A selection made on the page is never dropped: its counters are bounded by its free places.
 *
 * Returns whether the page says so (`PLANNING_MESSAGES.keptSlotGone`, in the slots section, where the visitor chooses
 * again): from the very render that draws the day's first slots (so nothing on screen moves a frame later) until a
 * slot or another day is chosen.
 */
export function useKeptSlotCheck({ wasStored, shown, day, hasSelection, selected, update }: KeptSlotCheck): boolean {
  // Judged once: a selection made on this page never is.
  const [judged, setJudged] = useState(!wasStored);
  // The notice, for the day it is about; `dropped` once the selection is gone from the reservation.
  const [notice, setNotice] = useState<{ day: string | null; dropped: boolean } | null>(null);
  // Judged in the render that draws the day's first slots, so that the notice comes with them.
  if (!judged && shown) {
    setJudged(true);
    if (hasSelection && !selected?.selectable) setNotice({ day, dropped: false });
  }
  if (notice && !notice.dropped && !hasSelection) setNotice({ ...notice, dropped: true });
  // A new choice, or another day, ends the notice.
  if (notice?.dropped && (hasSelection || notice.day !== day)) setNotice(null);
  // The drop itself writes the stored reservation: after the render.
  useEffect(() => {
    if (notice && !notice.dropped) update(reservationRecipes.chooseSlot(null));
  }, [notice, update]);
  return notice !== null && notice.day === day;
}
