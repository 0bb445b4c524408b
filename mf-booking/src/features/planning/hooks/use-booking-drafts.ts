import { useCallback, useState } from 'react';
import type { BasketBirthday, BasketPlayers } from 'shared-events';
import { fromBirthday, readBirthdayDraft, readChildDraft, type BirthdayValues } from '../../birthday';
import { fromPlayers, readPlayersDraft, readTeamDraft, type PlayersValues } from '../../players';
import { reservationRecipes, type ReservationRecipe, type ReservationState } from '../model/reservation-state';

export interface BookingDraftsOptions {
  reservation: ReservationState;
  /** Writes a change of the selection to storage (not drawn). */
  keep: (recipe: ReservationRecipe) => void;
  /** The edited basket line's team and child (the pencil), used when nothing valid was stored. */
  edited: { players?: BasketPlayers; anniversaires?: BasketBirthday } | undefined;
  /** The team's date and game: the booking's own. */
  bookingDate: string;
  gameValue: string;
}

export type BookingDrafts = ReturnType<typeof useBookingDrafts>;

/**
 * The recap's karting team and birthday child, confirmed or being typed in their dialog, kept with the selection in
 * sessionStorage (keyed by the booking being made) and read back after a reload through their features' checks:
 * a stale or forged value is ignored. They go with the selection (added to the basket, or abandoned).
 */
export function useBookingDrafts({ reservation, keep, edited, bookingDate, gameValue }: BookingDraftsOptions) {
  const [restored] = useState(() => ({
    team: readTeamDraft(reservation.drafts?.team, { bookingDate, gameValue }),
    teamTyped: readPlayersDraft(reservation.drafts?.teamTyped),
    child: readChildDraft(reservation.drafts?.child),
    childTyped: readBirthdayDraft(reservation.drafts?.childTyped),
  }));
  const [team, setTeamState] = useState<BasketPlayers | null>(() => restored.team ?? edited?.players ?? null);
  const [child, setChildState] = useState<BasketBirthday | null>(() => restored.child ?? edited?.anniversaires ?? null);
  // What was being typed before the reload: the dialog opens again with it, once.
  const [teamTyped, setTeamTyped] = useState(restored.teamTyped);
  const [childTyped, setChildTyped] = useState(restored.childTyped);

  const setTeam = useCallback(
    (next: BasketPlayers) => {
      setTeamState(next);
      setTeamTyped(undefined);
      keep(reservationRecipes.setDraft('team', fromPlayers(next)));
      keep(reservationRecipes.setDraft('teamTyped', undefined));
    },
    [keep],
  );
  const setChild = useCallback(
    (next: BasketBirthday) => {
      setChildState(next);
      setChildTyped(undefined);
      keep(reservationRecipes.setDraft('child', fromBirthday(next)));
      keep(reservationRecipes.setDraft('childTyped', undefined));
    },
    [keep],
  );
  /** The team dialog's values as typed; null when it closes without them. */
  const typeTeam = useCallback(
    (values: PlayersValues | null) => {
      if (values === null) setTeamTyped(undefined);
      keep(reservationRecipes.setDraft('teamTyped', values ?? undefined));
    },
    [keep],
  );
  /** The child form's values as typed; null when it closes without them. */
  const typeChild = useCallback(
    (values: BirthdayValues | null) => {
      if (values === null) setChildTyped(undefined);
      keep(reservationRecipes.setDraft('childTyped', values ?? undefined));
    },
    [keep],
  );
  return { team, setTeam, teamTyped, typeTeam, child, setChild, childTyped, typeChild };
}
