import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { basketStore, requestNavigation, requestToast, useStore, accessibleColor } from 'shared-events';
import {
  fetchAccessories,
  fetchActivities,
  fetchDaySlots,
  fetchOfferFormulas,
  fetchOffers,
  fetchTariffs,
} from '../../planning/api/booking-api';
import { BookingNotFoundError } from '../../planning/hooks/load-booking-data';
import { linesTotal, newLineId, type BookedSlot } from '../../planning/model/basket-lines';
import { defaultBookingDay } from '../../planning/model/default-date';
import { isSlotSelectable, offeredSlots, onePerStart, slotAvailabilityLabel } from '../../planning/model/slot-rules';
import { parisDayKey } from '../../planning/model/time';
import { parseStrings, type Activity, type Formula, type Tariff } from '../../planning/model/types';
import { PLANNING_MESSAGES } from '../../planning/model/validation';
import { useAsync } from '../../planning/hooks/use-async';
import { useClock } from '../../planning/hooks/clock';
import { BookingFrame } from '../../planning/components/booking-frame';
import { DayField } from '../../planning/components/day-field';
import { SlotList } from '../../planning/components/slot-list';
import { ErrorView, LoadingView, messageOf } from '../../planning/components/status-views';
import { ADDED_MESSAGE, UPDATED_MESSAGE } from '../../planning/components/reservation-page';
import { countOf, useEditedGroup } from '../../planning/hooks/use-edited-group';
import { EVENT_PARTICIPANTS, EventLineError, buildEventLines } from '../model/event-lines';
import { ActionBar } from '../../planning/components/action-bar';
import { knownOpenDays, useOpenDays } from '../../planning/hooks/use-open-days';
import { firstOpenDay } from '../../planning/model/open-days';
import { EventChoice } from './event-choice';
import { EventCounts } from './event-counts';

interface EventsOffer {
  activity: Activity;
  offerName: string;
  strings: { string_1?: string; string_2?: string };
  events: { formula: Formula; tariff: Tariff }[];
  extras: { name: string; article: number; tariff: Tariff }[];
}

async function loadEventsOffer(aid: number, oid: number, signal: AbortSignal): Promise<EventsOffer> {
  const [activities, offers, formulas, accessories] = await Promise.all([
    fetchActivities(signal),
    fetchOffers(aid, signal),
    fetchOfferFormulas(oid, signal),
    fetchAccessories(signal),
  ]);
  const activity = activities.find((candidate) => candidate.aid === aid);
  const offer = offers.find((candidate) => candidate.oid === oid);
  if (!activity || !offer) throw new BookingNotFoundError();
  const events: EventsOffer['events'] = [];
  for (const formula of formulas.filter((candidate) => candidate.article != null && candidate.aid === aid)) {
    const tariff = (await fetchTariffs(formula.article!, signal))[0];
    if (tariff) events.push({ formula, tariff });
  }
  const extras: EventsOffer['extras'] = [];
  for (const accessory of accessories.filter((candidate) => candidate.aid === aid)) {
    const tariff = (await fetchTariffs(accessory.article, signal))[0];
    if (tariff) extras.push({ name: accessory.name, article: accessory.article, tariff });
  }
  return { activity, offerName: offer.name, strings: parseStrings(offer.strings), events, extras };
}

/** /activites/:aid/:oid/events: event booking with date, participants and drinks/plates pre-order. */
export function EventsPage() {
  const params = useParams();
  const aid = Number(params.aid);
  const oid = Number(params.oid);
  const valid = Number.isInteger(aid) && aid > 0 && Number.isInteger(oid) && oid > 0;
  const data = useAsync(valid ? `events:${aid}:${oid}` : null, (signal) => loadEventsOffer(aid, oid, signal));
  if (!valid) return <ErrorView title="Événements" message="Cette page n'existe pas." />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <ErrorView title="Événements" message={messageOf(data.error)} />;
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
  const initialDay = (index: number) =>
    defaultBookingDay({
      now: now(),
      activity: offer.activity,
      formula: offer.events[index]?.formula ?? null,
      kind: 'standard',
    });
  const [slot, setSlot] = useState<BookedSlot | null>(() =>
    main?.select && main.idPlanning != null
      ? { idPlanning: main.idPlanning, select: main.select, end: main.end ?? main.select, idRoom: main.idRoom ?? 0 }
      : null,
  );
  const [participants, setParticipants] = useState(() =>
    Math.min(Math.max(main?.counter ?? 1, EVENT_PARTICIPANTS.min), EVENT_PARTICIPANTS.max),
  );
  const [counts, setCounts] = useState<number[]>(() =>
    offer.extras.map((extra) => countOf(edit.group, extra.article, main)),
  );
  const [error, setError] = useState<string | null>(null);
  // Until the visitor picks a day, the page shows the first day that has a bookable event slot.
  const [pickedDay, setPickedDay] = useState(() => (main?.select ? parisDayKey(main.select) : null));
  const openDays = useOpenDays(offer.activity.aid, chosen?.formula.rooms, now);
  const known = knownOpenDays(openDays);
  const day = pickedDay ?? (openDays.status === 'loading' ? null : firstOpenDay(initialDay(eventIndex), known));
  const chooseEvent = (index: number) => {
    setEventIndex(index);
    setPickedDay(null);
    setSlot(null);
    setError(null);
  };
  const slots = useAsync(day ? `event-slots:${day}` : null, (signal) => fetchDaySlots(day!, signal));
  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(offer.activity.color1 || offer.activity.color || '#0EA5E9');

  const cards = useMemo(() => {
    if (slots.status !== 'ready' || !chosen) return [];
    const offered = offeredSlots(slots.data, {
      activity: offer.activity,
      formula: chosen.formula,
      now: now(),
      basketLines: basket.lines,
      editedPid: edit.editPid,
    });
    const rated = offered.map((candidate) => {
      const selectable = isSlotSelectable(candidate, { kind: 'pack', participants, minimum: 1 });
      return { slot: candidate, selectable, label: slotAvailabilityLabel(candidate, selectable) };
    });
    return onePerStart(rated, slot?.idPlanning ?? null);
  }, [slots, chosen, offer.activity, now, basket.lines, participants, slot, edit.editPid]);

  const extras = offer.extras.map((extra, index) => ({ ...extra, count: counts[index] ?? 0 }));
  const total = chosen
    ? linesTotal([
        { price: chosen.tariff.price, counter: participants },
        ...extras.map((e) => ({ price: e.tariff.price, counter: e.count })),
      ])
    : 0;

  const reset = () => {
    setSlot(null);
    setCounts(offer.extras.map(() => 0));
  };

  const add = (then: 'another' | '/activites' | '/panier') => {
    setError(null);
    try {
      if (!chosen) throw new EventLineError(PLANNING_MESSAGES.noSlotSelected);
      const lines = buildEventLines({
        activity: offer.activity,
        formula: chosen.formula,
        oid,
        slot,
        participants,
        tariff: chosen.tariff,
        extras,
        pid: edit.pidFor(),
        newId: newLineId,
      });
      edit.place(lines);
      requestToast(edit.editing ? UPDATED_MESSAGE : ADDED_MESSAGE, 'success');
      if (then === 'another') reset();
      else requestNavigation(then);
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

          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              Date et créneau
            </Typography>
            <DayField
              day={day}
              now={now}
              id="event-day"
              openDays={known}
              onChange={(key) => {
                setPickedDay(key);
                setSlot(null);
                setError(null);
              }}
            />
            <Box sx={{ mt: 2 }}>
              {slots.status === 'loading' ? (
                <CircularProgress aria-label="Chargement des créneaux" />
              ) : slots.status === 'error' ? (
                <Alert severity="error">{messageOf(slots.error)}</Alert>
              ) : cards.length === 0 ? (
                <Alert severity="info" data-testid="no-slot">
                  {PLANNING_MESSAGES.noTicket}
                </Alert>
              ) : (
                <SlotList
                  slots={cards}
                  selectedId={slot?.idPlanning ?? null}
                  color={color}
                  onSelect={(picked) => {
                    setError(null);
                    setSlot({ idPlanning: picked.id, select: picked.start, end: picked.end, idRoom: picked.idRoom });
                  }}
                />
              )}
            </Box>
          </Paper>

          <EventCounts
            participants={participants}
            onParticipants={setParticipants}
            extras={extras}
            onExtra={(index, value) =>
              setCounts((previous) => previous.map((count, i) => (i === index ? value : count)))
            }
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
        <Button onClick={() => requestNavigation('/activites')} data-testid="back-to-activities">
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
    </BookingFrame>
  );
}
