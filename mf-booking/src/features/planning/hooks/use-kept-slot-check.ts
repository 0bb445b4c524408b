import { useEffect, useRef } from 'react';
import { reservationRecipes, type ReservationRecipe } from '../model/reservation-state';
import { PLANNING_MESSAGES } from '../model/validation';

export interface KeptSlotCheck {
  /** The selection was not made on this page: read from sessionStorage (a reload, the way back, a pack's next step). */
  wasStored: boolean;
  /** The selected day's slots are shown (loaded, not the previous day's). */
  shown: boolean;
  /** A slot is selected. */
  hasSelection: boolean;
  /** The selected slot among the day's offered ones, and whether it can still be chosen; null when no longer offered. */
  selected: { selectable: boolean } | null;
  update: (recipe: ReservationRecipe) => void;
  /** Shows the page's message. */
  say: (message: string) => void;
}

/**
 * A kept selection is judged once, on the first slots shown: a slot that has filled up, been withdrawn or passed
 * its booking time since it was chosen is dropped, with a message, instead of staying selected until 'Valider mes
 * horaires' refuses it. A selection made on the page is never dropped: its counters are bounded by its free places.
 */
export function useKeptSlotCheck({ wasStored, shown, hasSelection, selected, update, say }: KeptSlotCheck): void {
  const judged = useRef(!wasStored);
  useEffect(() => {
    if (judged.current || !shown) return;
    judged.current = true;
    if (hasSelection && !selected?.selectable) {
      update(reservationRecipes.chooseSlot(null));
      say(PLANNING_MESSAGES.keptSlotGone);
    }
  }, [shown, hasSelection, selected, update, say]);
}
