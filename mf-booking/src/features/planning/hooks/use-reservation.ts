import { useCallback, useEffect, useState } from 'react';
import {
  RESERVATION_STORAGE_KEY,
  emptyReservation,
  loadReservation,
  saveReservation,
  updateReservation,
  type ReservationRecipe,
  type ReservationState,
} from '../model/reservation-state';

export interface ReservationIds {
  aid: number;
  oid: number;
  fid: number;
}

/**
 * The selection in progress for a formula (and an edited group), read from and written to
 * sessionStorage on every change so that a reload keeps it.
 */
export function useReservation(ids: ReservationIds, editPid: string | null) {
  const key = `${ids.aid}/${ids.oid}/${ids.fid}/${editPid ?? ''}`;
  const read = useCallback(
    () => loadReservation(window.sessionStorage, ids, editPid) ?? emptyReservation(ids, editPid),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const [state, setState] = useState<{ key: string; reservation: ReservationState; stored: boolean }>(() => ({
    key,
    reservation: read(),
    stored: loadReservation(window.sessionStorage, ids, editPid) !== null,
  }));

  const current = state.key === key ? state : { key, reservation: read(), stored: false };

  useEffect(() => {
    if (state.key !== key) setState({ key, reservation: read(), stored: loadReservation(window.sessionStorage, ids, editPid) !== null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = useCallback((recipe: ReservationRecipe) => {
    setState((previous) => {
      const reservation = updateReservation(previous.reservation, recipe);
      saveReservation(window.sessionStorage, reservation);
      return { ...previous, reservation, stored: true };
    });
  }, []);

  const clear = useCallback(() => {
    window.sessionStorage.removeItem(RESERVATION_STORAGE_KEY);
  }, []);

  return { reservation: current.reservation, wasStored: current.stored, update, clear };
}
