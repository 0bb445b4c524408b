import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { basketStore, onGuardEntry, requestToast, useLoad, useStore, accessibleColor, parkColors } from 'shared-events';
import * as bounds from '../../../shared/model/bounds';
import { counterWords } from '../../../shared/model/counter-unit';
import { chosenSlotBounds } from '../model/participant-bounds';
import { reservationRecipes } from '../model/reservation-state';
import {
  isSlotSelectable,
  linkedFreeCount,
  offeredSlots,
  onePerStart,
  slotAvailabilityLabel,
} from '../../../shared/model/slot-rules';
import { parseStrings, type Slot } from '../../../shared/model/types';
import { packClash, packOverlapMessage, validateSelection } from '../model/validation';
import { useKeptSlotCheck } from '../hooks/use-kept-slot-check';
import { useClock } from '../../../shared/hooks/clock';
import { bookingDataLoad, type BookingData } from '../../../shared/hooks/load-booking-data';
import { useReservation } from '../hooks/use-reservation';
import { useDaySlots } from '../hooks/use-day-slots';
import { useOpenDays } from '../hooks/use-open-days';
import { useFullDays } from '../hooks/use-full-days';
import { useFirstDay } from '../hooks/use-first-day';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { UnsavedDialog } from './unsaved-dialog';
import { bookedSlot } from '../../../shared/model/booking-context';
import { BookingFrame } from '../../../shared/components/booking-frame';
import { FamilyClubPage, isFamilyClub } from '../../family-club';
import { DayField } from './day-field';
import { PeopleSection } from './people-section';
import type { SlotView } from './slot-list';
import { SlotsSection } from './slots-section';
import { ErrorView, LoadErrorView, LoadingView, NotFoundView } from '../../../shared/components/status-views';
import { bookingPath, reservationPath, parseBookingParams } from './paths';

/** /activites/:aid/:oid/:fid/calendar and /activites/:aid/:oid/:fid/pack/:n/calendar */
export function CalendarPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const ids = parseBookingParams(params);
  const editPid = search.get('edit');
  const data = useLoad(bookingDataLoad(ids?.aid, ids?.oid, ids?.fid));
  if (!ids) return <NotFoundView title="Réservation" />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <LoadErrorView title="Réservation" error={data.error} onRetry={data.retry} />;
  if (data.data === null) return <NotFoundView title="Réservation" />;
  const step = params.n === undefined ? 0 : Number(params.n);
  // A pack's step of a formula that is not a duo pack names no step either.
  const packStep = params.n === undefined || data.data.kind === 'pack';
  if (!packStep || !Number.isInteger(step) || step < 0 || step >= data.data.steps.length) {
    return <ErrorView title="Réservation" message="Cette étape du pack n'existe pas." />;
  }
  if (isFamilyClub(data.data)) return <FamilyClubPage data={data.data} />;
  return (
    <CalendarView
      key={`${ids.aid}/${ids.oid}/${ids.fid}/${step}/${editPid ?? ''}`}
      data={data.data}
      ids={ids}
      step={step}
      editPid={editPid}
    />
  );
}

interface CalendarViewProps {
  data: BookingData;
  ids: { aid: number; oid: number; fid: number };
  step: number;
  editPid: string | null;
}

function CalendarView({ data, ids, step, editPid }: CalendarViewProps) {
  const now = useClock();
  const navigate = useNavigate();
  const basket = useStore(basketStore);
  const { reservation, wasStored, update, clear } = useReservation(ids, editPid);
  // A slot chosen (a pack: one of its slots), not yet in the basket: leaving asks first (decision 0015). 'Valider'
  // goes on to the next step or the recap with it and does not ask.
  const chosen = reservation.date !== null || reservation.datesPack.length > 0;
  const unsaved = useUnsavedGuard({ active: chosen && !reservation.saved, forget: clear, navigateInArea: navigate });
  const [error, setError] = useState<string | null>(null);
  const isPack = data.kind === 'pack';
  const stepInfo = data.steps[step]!;
  const activity = isPack ? stepInfo.activity : data.activity;
  const slotFormula = isPack ? stepInfo.formula : data.formula;
  const openDays = useOpenDays(activity.aid, slotFormula?.rooms, now);

  // Stable: the date field is memoised, a tap elsewhere does not redraw it.
  const chooseDay = useCallback(
    (key: string) => {
      setError(null);
      update(reservationRecipes.chooseDay(key));
    },
    [update],
  );

  const day = reservation.day;
  const { slots: daySlots, status: slotsStatus, error: slotsError, stale, retry: retrySlots } = useDaySlots(day);
  const [settled, setSettled] = useState(false);
  if (!settled && slotsStatus !== 'loading') setSettled(true);

  const views: SlotView[] = useMemo(() => {
    if (daySlots === null) return [];
    // The clock and the basket judge the slots, a birthday's linked ones as slots of their own activity (spec §5).
    const linkContext = { now: now(), basketLines: basket.lines, editedPid: editPid };
    const offered = offeredSlots(daySlots, { ...linkContext, activity, formula: slotFormula });
    return offered.map((slot) => {
      const linkedFree = data.kind === 'birthday' ? linkedFreeCount(slot, data.links, daySlots, linkContext) : null;
      const selectable = isSlotSelectable(slot, {
        kind: isPack ? 'pack' : data.kind,
        participants: reservation.pilotes,
        minimum: bounds.minimumParticipants(data.activity),
        linkedFree,
      });
      // A pack's later activity: not during an earlier one (the same people, one activity at a time).
      const clash = isPack ? packClash(reservation.datesPack.slice(0, step), slot) : null;
      const label = clash ? `Pendant ${clash.name}` : slotAvailabilityLabel(slot, selectable, activity);
      return { slot, selectable: selectable && !clash, label };
    });
  }, [daySlots, activity, slotFormula, isPack, step, data, now, basket.lines, editPid, reservation]);

  // The day the page opened on by itself moves on when it turns out full; full days are greyed out in the picker.
  const fullDays = useFullDays({
    day,
    shown: slotsStatus === 'success' && !stale,
    bookable: views.some((view) => view.selectable),
    judgedFor: String(reservation.pilotes),
    openDays,
    chooseDay,
  });
  useFirstDay({ data, reservation, wasStored, update, editPid, openDays, now, onRuleDay: fullDays.onRuleDay });

  const selectedView = views.find((view) => view.slot.id === reservation.date?.idPlanning) ?? null;
  const keptSlotGone = useKeptSlotCheck({
    wasStored,
    shown: slotsStatus === 'success' && !stale,
    day,
    hasSelection: reservation.date !== null,
    selected: selectedView,
    update,
  });
  // Several rooms at the same time show as one card (the selected or the best one).
  const cards = useMemo(
    () => onePerStart(views, reservation.date?.idPlanning ?? null),
    [views, reservation.date?.idPlanning],
  );
  // A birthday takes its participants on its linked slots too: the fewest free places bound the counter.
  const pBounds = chosenSlotBounds(data.activity, selectedView?.slot ?? null, reservation.date?.linked, daySlots ?? []);
  const sBounds = bounds.spectatorBounds(data.activity, reservation.pilotes);
  const showCounters = !isPack || step === 0;

  const chooseSlot = (slot: Slot) => {
    setError(null);
    update((draft) => {
      draft.date = bookedSlot(slot, data.kind === 'birthday' ? data.links : [], daySlots ?? [], {
        now: now(),
        basketLines: basket.lines,
        editedPid: editPid,
      });
      draft.saved = false;
      const slotBounds = chosenSlotBounds(data.activity, slot, draft.date.linked, daySlots ?? []);
      if (draft.pilotes > slotBounds.max) draft.pilotes = Math.max(slotBounds.max, 0);
      draft.spectateurs = bounds.clampCount(draft.spectateurs, bounds.spectatorBounds(data.activity, draft.pilotes));
    });
  };

  const setParticipants = (value: number) => {
    setError(null);
    update((draft) => {
      draft.pilotes = value;
      draft.spectateurs = bounds.clampCount(draft.spectateurs, bounds.spectatorBounds(data.activity, value));
      draft.saved = false;
    });
  };

  const validate = () => {
    const problem = validateSelection({
      kind: isPack ? 'pack' : data.kind,
      offeredCount: views.length,
      selected: selectedView ? { selectable: selectedView.selectable } : null,
      participants: reservation.pilotes,
      minimumParticipants: bounds.minimumParticipants(data.activity),
      participantBounds: pBounds,
      spectators: reservation.spectateurs,
      spectatorBounds: sBounds,
    });
    if (problem) {
      setError(problem);
      requestToast(problem, 'error');
      return;
    }
    const chosen = selectedView!.slot;
    const clash = isPack ? packClash(reservation.datesPack.slice(0, step), chosen) : null;
    if (clash) {
      setError(packOverlapMessage(clash.name));
      requestToast(packOverlapMessage(clash.name), 'error');
      return;
    }
    const query = editPid ? `?edit=${encodeURIComponent(editPid)}` : '';
    // Going on from the guard's extra history entry replaces it: 'back' from the next page comes here once.
    const replace = onGuardEntry();
    if (isPack) {
      const booked = { idPlanning: chosen.id, select: chosen.start, end: chosen.end, idRoom: chosen.idRoom };
      update(reservationRecipes.setPackStep(step, { ...booked, name: stepInfo.name }));
      if (step + 1 < data.steps.length) {
        navigate(`${bookingPath(ids)}/pack/${step + 1}/calendar${query}`, { replace });
        return;
      }
    }
    navigate(`${reservationPath(ids)}${query}`, { replace });
  };

  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(data.activity.color1 || data.activity.color || parkColors.primary);
  const strings = parseStrings(data.formula.strings);

  return (
    <BookingFrame
      title={data.activity.name}
      subtitle={
        isPack
          ? `${data.formula.name} — activité ${step + 1} sur ${data.steps.length} : ${stepInfo.name}`
          : data.formula.name
      }
      color={color}
      logo={data.activity.logo || undefined}
    >
      {strings.string_1 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {strings.string_1}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Choisissez votre date
        </Typography>
        <DayField day={day} now={now} id="booking-day" openDays={fullDays.openDays} onChange={chooseDay} />
      </Paper>

      {/* Drawn while the day is still being chosen too (and so on the server): the section never appears late. */}
      <SlotsSection
        status={slotsStatus}
        error={slotsError}
        onRetry={retrySlots}
        stale={stale}
        cards={cards}
        selectedId={keptSlotGone ? null : (reservation.date?.idPlanning ?? null)}
        onSelect={chooseSlot}
        color={color}
        keptSlotGone={keptSlotGone}
      />
      {/* What follows the slots appears with the first day's slots: nothing on screen moves when they arrive. */}
      {settled ? (
        <>
          <PeopleSection
            editable={showCounters}
            participants={reservation.pilotes}
            words={counterWords(data.activity)}
            participantBounds={pBounds}
            onParticipants={setParticipants}
            spectatorFactor={data.activity.spectatorFactor}
            spectators={reservation.spectateurs}
            spectatorBounds={sBounds}
            onSpectators={(value) => update(reservationRecipes.setCounts({ spectateurs: value }))}
          />

          {error ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="planning-error">
              {error}
            </Alert>
          ) : null}
          {strings.string_2 ? (
            <Typography sx={{ mb: 2 }} color="text.secondary">
              {strings.string_2}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              size="large"
              onClick={validate}
              data-testid="validate-planning"
              sx={{ minWidth: { xs: '100%', sm: 260 } }}
            >
              {editPid ? 'Valider mes modifications' : 'Valider'}
            </Button>
          </Box>
        </>
      ) : null}
      <UnsavedDialog open={unsaved.leaving !== null} onStay={unsaved.stay} onLeave={unsaved.confirm} />
    </BookingFrame>
  );
}
