import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  basketStore,
  isClubFlagged,
  requestNavigation,
  requestToast,
  sessionStore,
  useStore,
  type BasketBirthday,
  accessibleColor,
} from 'shared-events';
import { fetchTariffs } from '../api/booking-api';
import {
  LineBuildError,
  asksEquipment,
  baseTariff,
  braceletTariff,
  buildBookingLines,
  equipmentTariff,
  newLineId,
  placeBookingLines,
  memberPricing,
  readBookingGroup,
  type EquipmentAnswer,
} from '../model/basket-lines';
import { inParis } from '../model/time';
import type { Tariff } from '../model/types';
import { useAsync } from '../hooks/use-async';
import { loadBookingData, type BookingData } from '../hooks/load-booking-data';
import { useReservation } from '../hooks/use-reservation';
import { BookingFrame } from './booking-frame';
import { ReservationRecap } from './reservation-recap';
import { EquipmentDialog } from './equipment-dialog';
import { BirthdayDialog } from '../../birthday/components/birthday-dialog';
import { ErrorView, LoadingView, messageOf } from './status-views';
import { UnsavedDialog } from './unsaved-dialog';
import { bookingPath, parseBookingParams, type BookingIds } from './paths';
import { ActionBar } from './action-bar';

export const ADDED_MESSAGE = 'Votre réservation a été ajoutée au panier.';
export const UPDATED_MESSAGE = 'Votre réservation a été mise à jour.';

/** /activites/:aid/:oid/:fid/reservation: the recap of the selection and the way into the basket. */
export function ReservationPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const ids = parseBookingParams(params);
  const editPid = search.get('edit');
  const data = useAsync(ids ? `booking:${ids.aid}:${ids.fid}` : null, async (signal) => {
    const booking = await loadBookingData(ids!.aid, ids!.fid, signal);
    const tariffs = booking.formula.article == null ? [] : await fetchTariffs(booking.formula.article, signal);
    return { booking, tariffs };
  });
  if (!ids) return <ErrorView title="Réservation" message="Cette page n'existe pas." />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <ErrorView title="Réservation" message={messageOf(data.error)} />;
  return (
    <ReservationView
      key={`${ids.aid}/${ids.oid}/${ids.fid}/${editPid ?? ''}`}
      ids={ids}
      editPid={editPid}
      data={data.data.booking}
      tariffs={data.data.tariffs}
    />
  );
}

type Leaving = { to: string; crossArea: boolean } | null;

function ReservationView({
  ids,
  editPid,
  data,
  tariffs,
}: {
  ids: BookingIds;
  editPid: string | null;
  data: BookingData;
  tariffs: Tariff[];
}) {
  const navigate = useNavigate();
  const basket = useStore(basketStore);
  const { reservation, clear } = useReservation(ids, editPid);
  const [dialog, setDialog] = useState<{ then: 'stay' | 'basket' } | null>(null);
  const [leaving, setLeaving] = useState<Leaving>(null);
  const [error, setError] = useState<string | null>(null);

  const isPack = data.kind === 'pack';
  const hasSelection = isPack ? reservation.datesPack.length === data.steps.length : reservation.date !== null;
  const base = baseTariff(tariffs);
  const session = useStore(sessionStore);
  const member = isClubFlagged(session.currentUser, basket.lines);
  const priced = base ? memberPricing(base.price, data.formula.reservedOffer === true, member) : {};
  const unitPrice = base ? (priced.price ?? base.price) : null;
  const equipment = equipmentTariff(tariffs);
  const bracelet = braceletTariff(tariffs, data.activity.code);
  const editedGroup = useMemo(
    () => (editPid ? readBookingGroup(basket.lines, editPid, tariffs) : null),
    [basket.lines, editPid, tariffs],
  );
  // Birthdays: the child form, asked before the basket (then: where to go once filled in; null = just edit it).
  const [child, setChild] = useState<BasketBirthday | null>(() => editedGroup?.activityLine.anniversaires ?? null);
  const [askBirthday, setAskBirthday] = useState<{ then: 'stay' | 'basket' | null } | null>(null);
  const query = editPid ? `?edit=${encodeURIComponent(editPid)}` : '';
  const calendar = isPack ? `${bookingPath(ids)}/pack/0/calendar${query}` : `${bookingPath(ids)}/calendar${query}`;

  const commit = (answer: EquipmentAnswer | null, then: 'stay' | 'basket', birthday = child) => {
    try {
      const lines = buildBookingLines({
        anniversaires: birthday,
        activity: data.activity,
        formula: data.formula,
        member,
        oid: ids.oid,
        slot: isPack ? null : reservation.date,
        packSlots: isPack ? reservation.datesPack : undefined,
        participants: reservation.pilotes,
        spectators: reservation.spectateurs,
        tariffs,
        equipment: answer,
        pid: editPid && editedGroup ? editPid : newLineId(),
        newId: newLineId,
      });
      basketStore.update((draft) => {
        draft.lines = placeBookingLines(draft.lines, lines, editPid && editedGroup ? editPid : null);
      });
      // The selection is in the basket now: forget it (a later visit starts afresh).
      clear();
      requestToast(editPid ? UPDATED_MESSAGE : ADDED_MESSAGE, 'success');
      setDialog(null);
      requestNavigation(then === 'basket' ? '/panier' : '/activites');
    } catch (problem) {
      const message =
        problem instanceof LineBuildError ? problem.message : 'Une erreur est survenue. Veuillez réessayer.';
      setError(message);
      requestToast(message, 'error');
      setDialog(null);
    }
  };

  const add = (then: 'stay' | 'basket', birthday = child) => {
    setError(null);
    if (data.kind === 'birthday' && !birthday) setAskBirthday({ then });
    else if (asksEquipment(tariffs, data.activity.code)) setDialog({ then });
    else commit(null, then, birthday);
  };
  const birthdayDone = (birthday: BasketBirthday) => {
    const then = askBirthday?.then ?? null;
    setChild(birthday);
    setAskBirthday(null);
    if (then) add(then, birthday);
  };

  const leave = (to: string, crossArea: boolean) => {
    if (hasSelection && !reservation.saved) {
      setLeaving({ to, crossArea });
      return;
    }
    go({ to, crossArea });
  };
  const go = (target: NonNullable<Leaving>) => {
    if (target.crossArea) {
      clear();
      requestNavigation(target.to);
    } else navigate(target.to);
  };

  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(data.activity.color1 || data.activity.color || '#5b2a86');
  if (!hasSelection) {
    return (
      <BookingFrame
        title={data.activity.name}
        subtitle={data.formula.name}
        color={color}
        logo={data.activity.logo || undefined}
      >
        <Alert severity="info" sx={{ mb: 2 }} data-testid="no-selection">
          {"Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau."}
        </Alert>
        <Button variant="contained" onClick={() => navigate(calendar)}>
          Choisir un créneau
        </Button>
      </BookingFrame>
    );
  }

  const when = isPack
    ? reservation.datesPack.map((slot) => ({ label: slot.name, at: inParis(slot.select) }))
    : [{ label: null, at: inParis(reservation.date!.select) }];
  const total = unitPrice !== null ? (Math.round(unitPrice * 100) * reservation.pilotes) / 100 : null;

  return (
    <BookingFrame
      title={data.activity.name}
      subtitle={data.formula.name}
      color={color}
      logo={data.activity.logo || undefined}
    >
      <ReservationRecap
        data={data}
        color={color}
        when={when}
        participants={reservation.pilotes}
        spectators={reservation.spectateurs}
        unitPrice={unitPrice}
        memberPercentage={priced.memberPercentage ?? 0}
        total={total}
        equipment={equipment}
        bracelet={bracelet}
        birthday={child}
        onEditBirthday={data.kind === 'birthday' ? () => setAskBirthday({ then: null }) : undefined}
      />

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="reservation-error">
          {error}
        </Alert>
      ) : null}

      <ActionBar>
        <Button variant="text" onClick={() => leave('/activites', true)} data-testid="back-to-activities">
          Retour aux activités
        </Button>
        <Button variant="outlined" onClick={() => navigate(calendar)} data-testid="change-slot">
          Modifier le créneau
        </Button>
        <Button variant="outlined" onClick={() => add('stay')} disabled={!base} data-testid="add-to-basket">
          Ajouter au panier
        </Button>
        <Button variant="contained" onClick={() => add('basket')} disabled={!base} data-testid="validate-basket">
          Valider mon panier
        </Button>
      </ActionBar>

      {askBirthday ? (
        <BirthdayDialog open initial={child} onSubmit={birthdayDone} onClose={() => setAskBirthday(null)} />
      ) : null}
      {dialog ? (
        <EquipmentDialog
          open
          editing={Boolean(editPid && editedGroup)}
          participants={reservation.pilotes}
          equipment={equipment}
          bracelet={bracelet}
          initial={{ equipments: editedGroup?.equipments ?? 0, bracelets: editedGroup?.bracelets ?? 0 }}
          onAnswer={(answer) => commit(answer, dialog?.then ?? 'stay')}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <UnsavedDialog
        open={leaving !== null}
        onStay={() => setLeaving(null)}
        onLeave={() => {
          const target = leaving;
          setLeaving(null);
          if (target) go(target);
        }}
      />
    </BookingFrame>
  );
}
