import { useEffect } from 'react';
import { basketStore, useStore, type Loads } from 'shared-events';
import * as bounds from '../../../shared/model/bounds';
import { bookedFromLine, packSlotsOfLine } from '../../../shared/model/booking-context';
import type { OpenDays } from '../../../shared/model/open-days';
import { parisDayKey } from '../../../shared/model/time';
import type { BookingData } from '../../../shared/hooks/load-booking-data';
import { defaultBookingDay } from '../model/default-date';
import { reservationRecipes, type ReservationRecipe, type ReservationState } from '../model/reservation-state';
import { openingDay } from './use-open-days';

export interface FirstDayOptions {
  data: BookingData;
  reservation: ReservationState;
  /** The selection was read from sessionStorage (a reload, the way back): it is kept as it is. */
  wasStored: boolean;
  update: (recipe: ReservationRecipe) => void;
  editPid: string | null;
  openDays: Loads<OpenDays>;
  now: () => number;
  /** Told the day chosen by the rules (not a stored or edited one): the page may move on if it turns out full. */
  onRuleDay?: (day: string) => void;
}

/**
 * The calendar's first visit: the day by the rules (moved to the first day with a bookable slot), or the edited
 * line's day and counts. Once the day is set, this does nothing.
 */
export function useFirstDay(options: FirstDayOptions) {
  const { data, reservation, wasStored, update, editPid, openDays, now, onRuleDay } = options;
  const basket = useStore(basketStore);
  const isPack = data.kind === 'pack';
  useEffect(() => {
    if (reservation.day !== null) return;
    const edited = editPid ? basket.lines.find((line) => line.pid === editPid && line.idPlanning != null) : undefined;
    if (edited && edited.select && !wasStored && isPack && edited.dates?.length) {
      update(
        reservationRecipes.restorePack(packSlotsOfLine(edited), {
          pilotes: edited.counter,
          spectateurs: edited.spectateurs,
        }),
      );
      return;
    }
    if (edited && edited.select && !wasStored) {
      update((draft) => {
        draft.day = parisDayKey(edited.select!);
        draft.date = bookedFromLine(edited);
        draft.pilotes = edited.counter;
        draft.spectateurs = edited.spectateurs;
      });
      return;
    }
    if (openDays.status === 'loading') return;
    const ruleDay = defaultBookingDay({ now: now(), activity: data.activity, formula: data.formula, kind: data.kind });
    const day = openingDay(ruleDay, openDays);
    update((draft) => {
      draft.day = day;
      if (draft.pilotes === 0) draft.pilotes = bounds.defaultParticipants(data.activity);
    });
    onRuleDay?.(day);
    // Once the day is set, this does nothing: the other values only matter until then.
  }, [reservation.day, openDays, editPid, basket.lines, wasStored, isPack, update, now, data, onRuleDay]);
}
