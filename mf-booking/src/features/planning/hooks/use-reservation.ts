import { useCallback, useRef, useState } from 'react';
import {
  RESERVATION_STORAGE_KEY,
  emptyReservation,
  loadReservation,
  saveReservation,
  updateReservation,
  type ReservationRecipe,
} from '../model/reservation-state';

export interface ReservationIds {
  aid: number;
  oid: number;
  fid: number;
}

/**
 * The selection in progress for a formula (and an edited group), read from sessionStorage when the page
 * mounts and written there synchronously on every change, so that a reload or the next page (pack step,
 * recap) sees it even when this page unmounts right after the change. Pages remount per formula/step.
 */
export function useReservation(ids: ReservationIds, editPid: string | null) {
  const [initial] = useState(() => {
    // On the server (the calendar's first screen) there is no stored selection: the page starts empty there.
    const stored = typeof window === 'undefined' ? null : loadReservation(window.sessionStorage, ids, editPid);
    return { reservation: stored ?? emptyReservation(ids, editPid), stored: stored !== null };
  });
  const current = useRef(initial.reservation);
  const cleared = useRef(false);
  const [reservation, setReservation] = useState(initial.reservation);

  const update = useCallback((recipe: ReservationRecipe) => {
    const next = updateReservation(current.current, recipe);
    current.current = next;
    cleared.current = false;
    saveReservation(window.sessionStorage, next);
    setReservation(next);
  }, []);

  /**
   * A change kept in storage only, not drawn (a form's draft as it is typed: no redraw of the page per key). Once
   * the selection is cleared (in the basket, abandoned), a draft no longer brings it back.
   */
  const keep = useCallback((recipe: ReservationRecipe) => {
    if (cleared.current) return;
    current.current = updateReservation(current.current, recipe);
    saveReservation(window.sessionStorage, current.current);
  }, []);

  const clear = useCallback(() => {
    cleared.current = true;
    window.sessionStorage.removeItem(RESERVATION_STORAGE_KEY);
  }, []);

  return { reservation, wasStored: initial.stored, update, keep, clear };
}
