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
  const [reservation, setReservation] = useState(initial.reservation);

  const update = useCallback((recipe: ReservationRecipe) => {
    const next = updateReservation(current.current, recipe);
    current.current = next;
    saveReservation(window.sessionStorage, next);
    setReservation(next);
  }, []);

  const clear = useCallback(() => {
    window.sessionStorage.removeItem(RESERVATION_STORAGE_KEY);
  }, []);

  return { reservation, wasStored: initial.stored, update, clear };
}
