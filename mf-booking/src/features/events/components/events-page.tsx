import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { basketStore, requestNavigation, requestToast, useLoad, useStore, accessibleColor } from 'shared-events';
import { linesTotal, newLineId, type BookedSlot } from '../../../shared/model/basket-lines';
import {
  PLANNING_MESSAGES,
  UnsavedDialog,
  useDaySlots,
  useEditedGroup,
  useFullDays,
  useUnsavedGuard,
} from '../../planning';
import { freePlaces } from '../../../shared/model/slot-rules';
import { eventSlotCards, participantsFor } from '../model/event-slots';
import type { Slot } from '../../../shared/model/types';
import { parisDayKey } from '../../../shared/model/time';
import { useClock } from '../../../shared/hooks/clock';
import { useBasketSummary } from '../../../shared/hooks/use-basket-summary';
import { BookingFrame } from '../../../shared/components/booking-frame';
import { LoadErrorView, LoadingView, NotFoundView, messageOf } from '../../../shared/components/status-views';
import { ADDED_MESSAGE, UPDATED_MESSAGE } from '../../../shared/model/messages';
import { EVENT_PARTICIPANTS, EventLineError, buildEventLines, participantChoices } from '../model/event-lines';
import { ActionBar } from '../../../shared/components/action-bar';
import { isBookingId } from '../../../shared/model/on-sale';
import { EventChoice } from './event-choice';
import { EventCounts } from './event-counts';
import { EventDaySection } from './event-day-section';
import { useEventDay } from '../hooks/use-event-day';
import { EventDrinksDialog } from './event-drinks-dialog';
import { ParticipantsDialog } from './participants-dialog';
import { eventsOfferLoad, type EventsOffer } from '../api/load-events-offer';
import { countsFromLines, extrasTotal, type ExtraCounts } from '../../extras';

/** /activites/:aid/:oid/events: event booking with date, participants and drinks/plates pre-order. */
export function EventsPage() {
  const params = useParams();
  const aid = Number(params.aid);
  const oid = Number(params.oid);
  const valid = isBookingId(params.aid) && isBookingId(params.oid);
  const data = useLoad(eventsOfferLoad(aid, oid, valid));
  if (!valid) return <NotFoundView title="Événements" />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <LoadErrorView title="Événements" error={data.error} onRetry={data.retry} />;
  return <EventsView offer={data.data} oid={oid} />;
}

function EventsView({ offer, oid }: { offer: EventsOffer; oid: number }) {
  const now = useClock();
  const basket = useStore(basketStore);
  const edit = useEditedGroup(newLineId);
  const main = edit.group.find((line) => line.idPlanning != null && line.select != null);
  const [eventIndex, setEventIndex] = useState(() =>
    Math.max(
      0,
      offer.events.findIndex((event) => event.formula.fid === main?.fid),
    ),
  );
  const chosen = offer.events[eventIndex];
  const [slot, setSlot] = useState<BookedSlot | null>(() =>
    main?.select && main.idPlanning != null
      ? { idPlanning: main.idPlanning, select: main.select, end: main.end ?? main.select, idRoom: main.idRoom ?? 0 }
      : null,
  );
  const [participants, setParticipants] = useState(() =>
    Math.min(Math.max(main?.counter ?? 1, EVENT_PARTICIPANTS.min), EVENT_PARTICIPANTS.max),
  );
  const [counts, setCounts] = useState<ExtraCounts>(() =>
    countsFromLines(offer.events[eventIndex]?.extras ?? [], edit.group, main),
  );
  // 'FAITES-VOUS PLAISIR !' is offered once before the basket (then: where to go after), and on demand.
  const [drinks, setDrinks] = useState<{ then: Then | null } | null>(null);
  const [drinksOffered, setDrinksOffered] = useState(() => edit.editing);
  const [askParticipants, setAskParticipants] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A choice of the visitor's (slot, participants, drinks) not yet in the basket: leaving asks first (spec §2).
  const [changed, setChanged] = useState(false);
  const summary = useBasketSummary();
  const hasChoice = slot !== null || Object.values(counts).some((count) => count > 0);
  const unsaved = useUnsavedGuard({
    active: changed && hasChoice,
    forget: () => undefined,
    navigateInArea: requestNavigation,
  });
  // Until the visitor picks a day, the page shows the first day that has a bookable event slot.
  const { day, ruleDay, setPickedDay, openDays } = useEventDay({
    activity: offer.activity,
    formula: chosen?.formula ?? null,
    edited: main?.select ? parisDayKey(main.select) : null,
    now,
  });
  // Stable: the date field is memoised, a tap elsewhere does not redraw it.
  const chooseDay = useCallback(
    (key: string) => {
      setPickedDay(key);
      setSlot(null);
      setError(null);
    },
    [setPickedDay],
  );
  const chooseEvent = (index: number) => {
    setEventIndex(index);
    setPickedDay(null);
    setSlot(null);
    setError(null);
    setCounts({});
  };
  // The day first, its slots in a deferred render (as on the calendar): a tap on another day paints at once.
  const { slots: daySlots, status: slotsStatus, error: slotsError, stale, retry: retrySlots } = useDaySlots(day);
  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(offer.activity.color1 || offer.activity.color || '#0EA5E9');

  const cards = useMemo(() => {
    if (daySlots === null || !chosen) return [];
    const context = {
      activity: offer.activity,
      formula: chosen.formula,
      now: now(),
      basketLines: basket.lines,
      editedPid: edit.editPid,
    };
    return eventSlotCards(daySlots, context, slot?.idPlanning ?? null);
  }, [daySlots, chosen, offer.activity, now, basket.lines, slot, edit.editPid]);
  // The day the page opened on by itself moves on when it turns out full (as on the calendar); full days are greyed.
  const fullDays = useFullDays({
    day,
    shown: slotsStatus === 'success' && !stale,
    bookable: cards.some((card) => card.selectable),
    judgedFor: String(chosen?.formula.fid), // an event's slots are judged whatever the participants
    openDays,
    chooseDay,
    ruleDay,
  });

  const extras = chosen?.extras ?? [];
  const total = chosen
    ? linesTotal([{ price: chosen.tariff.price, counter: participants }]) + extrasTotal(extras, counts)
    : 0;
  // The chosen slot's free places bound the participants (0 once it can no longer be chosen; unknown while loading).
  const card = cards.find((candidate) => candidate.slot.id === slot?.idPlanning);
  const free = !slot || daySlots === null ? null : card?.selectable ? freePlaces(card.slot) : 0;

  const chooseSlot = (picked: Slot) => {
    setError(null);
    setChanged(true);
    setSlot({ idPlanning: picked.id, select: picked.start, end: picked.end, idRoom: picked.idRoom });
    setParticipants((count) => participantsFor(count, freePlaces(picked)));
  };

  const reset = () => {
    setSlot(null);
    setCounts({});
    setDrinksOffered(false);
  };

  const add = (then: Then, chosenCounts: ExtraCounts = counts, offered = drinksOffered) => {
    setError(null);
    if (!offered && extras.length > 0 && slot) {
      setDrinks({ then });
      return;
    }
    try {
      if (!chosen) throw new EventLineError(PLANNING_MESSAGES.noSlotSelected);
      const lines = buildEventLines({
        activity: offer.activity,
        formula: chosen.formula,
        oid,
        slot,
        participants,
        freePlaces: free,
        tariff: chosen.tariff,
        extras,
        counts: chosenCounts,
        pid: edit.pidFor(),
        newId: newLineId,
      });
      edit.place(lines);
      setChanged(false);
      requestToast(edit.editing ? UPDATED_MESSAGE : ADDED_MESSAGE, 'success');
      if (then === 'another') reset();
      else if (then === '/panier') requestNavigation(then);
      else summary.show(lines);
    } catch (problem) {
      const message = problem instanceof EventLineError ? problem.message : messageOf(problem);
      setError(message);
      requestToast(message, 'error');
    }
  };

  return (
    <BookingFrame
      title={offer.activity.name}
      subtitle={offer.offerName}
      color={color}
      logo={offer.activity.logo || undefined}
    >
      {offer.strings.string_1 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {offer.strings.string_1}
        </Typography>
      ) : null}
      {offer.events.length === 0 ? (
        <Alert severity="info">Aucune formule disponible. Veuillez choisir une autre offre.</Alert>
      ) : (
        <>
          <EventChoice events={offer.events} selected={eventIndex} color={color} onSelect={chooseEvent} />

          <EventDaySection
            day={day}
            now={now}
            openDays={fullDays.openDays}
            onChange={chooseDay}
            slots={{
              status: slotsStatus,
              error: slotsError,
              onRetry: retrySlots,
              stale,
              cards,
              selectedId: slot?.idPlanning ?? null,
              onSelect: chooseSlot,
              color,
            }}
          />

          <EventCounts
            participants={participants}
            onParticipants={() => setAskParticipants(true)}
            extras={extras}
            counts={counts}
            onExtras={() => setDrinks({ then: null })}
            total={total}
          />
        </>
      )}
      {offer.strings.string_2 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {offer.strings.string_2}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="event-error">
          {error}
        </Alert>
      ) : null}
      <ActionBar>
        <Button onClick={() => unsaved.leave('/activites', true)} data-testid="back-to-activities">
          Retour aux activités
        </Button>
        <Button variant="outlined" onClick={() => add('another')} data-testid="event-another-date">
          Réserver une autre date
        </Button>
        <Button variant="outlined" onClick={() => add('/activites')} data-testid="add-to-basket">
          Ajouter au panier
        </Button>
        <Button variant="contained" onClick={() => add('/panier')} data-testid="validate-basket">
          Valider mon panier
        </Button>
      </ActionBar>
      {askParticipants ? (
        <ParticipantsDialog
          value={participants}
          choices={participantChoices(free)}
          onChoose={(value) => {
            setChanged(true);
            setParticipants(value);
            setAskParticipants(false);
          }}
          onClose={() => setAskParticipants(false)}
        />
      ) : null}
      {drinks ? (
        <EventDrinksDialog
          extras={extras}
          initial={counts}
          asked={drinks.then !== null}
          onConfirm={(next) => {
            setChanged(true);
            setCounts(next);
            setDrinksOffered(true);
            setDrinks(null);
            if (drinks.then) add(drinks.then, next, true);
          }}
          onDecline={() => {
            setDrinksOffered(true);
            setDrinks(null);
            if (drinks.then) add(drinks.then, counts, true);
          }}
          onClose={() => setDrinks(null)}
        />
      ) : null}
      <UnsavedDialog open={unsaved.leaving !== null} onStay={unsaved.stay} onLeave={unsaved.confirm} />
      {summary.dialog}
    </BookingFrame>
  );
}

type Then = 'another' | '/activites' | '/panier';
