import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import {
  basketStore,
  isClubFlagged,
  onGuardEntry,
  requestNavigation,
  requestToast,
  sessionStore,
  useStore,
  accessibleColor,
  parkColors,
  useLoad,
  useInBrowser,
} from 'shared-events';
import {
  asksEquipment,
  baseTariff,
  braceletTariff,
  equipmentTariff,
  newLineId,
  placeBookingLines,
  memberPricing,
  readBookingGroup,
} from '../../../shared/model/basket-lines';
import { recapLines } from '../model/recap-lines';
import { toParis } from '../../../shared/model/time';
import type { RecapData } from '../hooks/load-recap-data';
import { recapDataLoad } from '../hooks/recap-data-load';
import { useReservation } from '../hooks/use-reservation';
import { useBookingDrafts } from '../hooks/use-booking-drafts';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { BookingFrame } from '../../../shared/components/booking-frame';
import { ReservationRecap } from './reservation-recap';
import { EditChildDialog, RecapDialogs, takePromotion, type AddFlow } from './recap-dialogs';
import { PlayersRow, asksPlayers, teamFits } from '../../players';
import { nextAddStep, type AddStep, promotedPrice, InviteDialog, inviteMessage } from '../../offers';
import { countsFromLines, isDrink } from '../../extras';
import { clubRefusal, familyRegistrationPath } from '../../family-club';
import { useClock } from '../../../shared/hooks/clock';
import { useBasketSummary } from '../../../shared/hooks/use-basket-summary';
import { LoadErrorView, LoadingView, NotFoundView, messageOf } from '../../../shared/components/status-views';
import { UnsavedDialog } from './unsaved-dialog';
import { NoSelection } from './no-selection';
import { bookingPath, calendarPath, parseBookingParams, type BookingIds } from './paths';
import { RecapActions } from './recap-actions';
import { ADDED_MESSAGE, UPDATED_MESSAGE } from '../../../shared/model/messages';

/** /activites/:aid/:oid/:fid/reservation: the recap of the selection and the way into the basket. */
export function ReservationPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const ids = parseBookingParams(params);
  const editPid = search.get('edit');
  const data = useLoad(recapDataLoad(ids?.aid, ids?.oid, ids?.fid));
  if (!ids) return <NotFoundView title="Réservation" />;
  if (data.status === 'loading') return <LoadingView />;
  if (data.status === 'error') return <LoadErrorView title="Réservation" error={data.error} onRetry={data.retry} />;
  if (data.data === null) return <NotFoundView title="Réservation" />;
  return (
    <ReservationView
      key={`${ids.aid}/${ids.oid}/${ids.fid}/${editPid ?? ''}`}
      ids={ids}
      editPid={editPid}
      recap={data.data}
    />
  );
}

function ReservationView({ ids, editPid, recap }: { ids: BookingIds; editPid: string | null; recap: RecapData }) {
  const { booking: data, tariffs } = recap;
  const navigate = useNavigate();
  const now = useClock();
  const basket = useStore(basketStore);
  const { reservation, keep, clear } = useReservation(ids, editPid);
  const [flow, setFlow] = useState<AddFlow | null>(null);
  const [inviting, setInviting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // On the server, the visitor's selection (this browser's storage) is not known: the recap is drawn with what the
  // formula says, its selected values as '…', until the browser draws the page (decision 0038).
  const pending = !useInBrowser();
  const isPack = data.kind === 'pack';
  const hasSelection = isPack ? reservation.datesPack.length === data.steps.length : reservation.date !== null;
  const summary = useBasketSummary();
  const { leaving, leave, stay, confirm } = useUnsavedGuard({
    active: hasSelection && !reservation.saved && !summary.shown, // summary shown: the selection is in the basket
    forget: clear,
    navigateInArea: navigate,
  });
  const base = baseTariff(tariffs);
  const session = useStore(sessionStore);
  const member = isClubFlagged(session.currentUser, basket.lines);
  const listed = base ? promotedPrice(base.price, data.formula) : null;
  const priced = listed !== null ? memberPricing(listed, data.formula.reservedOffer === true, member) : {};
  const unitPrice = listed !== null ? (priced.price ?? listed) : null;
  const equipment = equipmentTariff(tariffs);
  const bracelet = braceletTariff(tariffs, data.activity.code);
  const editedGroup = useMemo(
    () => (editPid ? readBookingGroup(basket.lines, editPid, tariffs) : null),
    [basket.lines, editPid, tariffs],
  );
  // Birthdays: the child form, asked before the basket and editable from the recap ('Modifier'); karting: the team.
  // Both are kept with the selection over a reload; a child form being typed then opens again.
  const drafts = useBookingDrafts({
    reservation,
    keep,
    edited: editedGroup?.activityLine,
    bookingDate: reservation.date?.select ?? '',
    gameValue: data.formula.name,
  });
  const { child, setChild, team, setTeam } = drafts;
  const [editBirthday, setEditBirthday] = useState(() => data.kind === 'birthday' && drafts.childTyped !== undefined);
  const accessories = recap.extras.filter((extra) => !isDrink(extra));
  const editing = Boolean(editPid && editedGroup);
  // The edited group's accessory counts, read when the page opens.
  const [initialAccessories] = useState(() =>
    countsFromLines(
      accessories,
      editPid ? basket.lines.filter((l) => l.pid === editPid) : [],
      editedGroup?.activityLine,
    ),
  );
  const applies: Record<AddStep, boolean> = {
    promotion: recap.promotion !== null && !editing,
    birthday: data.kind === 'birthday' && !child,
    equipment: asksEquipment(tariffs, data.activity.code),
    accessories: accessories.length > 0,
    club: recap.club !== null && !member && clubRefusal(session.currentUser, basket.lines) === null,
  };
  const step = flow ? nextAddStep(flow.done, applies) : null;
  const query = editPid ? `?edit=${encodeURIComponent(editPid)}` : '';
  const calendar = isPack ? `${bookingPath(ids)}/pack/0/calendar${query}` : `${bookingPath(ids)}/calendar${query}`;

  const commit = (answers: AddFlow) => {
    try {
      const lines = recapLines({
        anniversaires: answers.birthday ?? child,
        // A team named for another number of participants is not booked (the row says so).
        players: asksPlayers(data.activity.code) && team && teamFits(team, reservation.pilotes) ? team : null,
        activity: data.activity,
        formula: data.formula,
        member,
        oid: ids.oid,
        slot: isPack ? null : reservation.date,
        packSlots: isPack ? reservation.datesPack : undefined,
        participants: reservation.pilotes,
        spectators: reservation.spectateurs,
        tariffs,
        equipment: answers.equipment,
        pid: editing ? editPid! : newLineId(),
        newId: newLineId,
        extras: accessories,
        accessoryCounts: answers.accessories,
        club: answers.club && recap.club ? { ...recap.club, now: now(), pid: newLineId() } : null,
      });
      basketStore.update((draft) => {
        draft.lines = placeBookingLines(draft.lines, lines, editing ? editPid : null);
      });
      // The selection is in the basket now: forget it (a later visit starts afresh).
      clear();
      requestToast(editPid ? UPDATED_MESSAGE : ADDED_MESSAGE, 'success');
      setFlow(null);
      // From the guard's extra history entry: replaced, so that 'back' from the basket comes to the recap once.
      const replace = onGuardEntry();
      if (answers.club) requestNavigation(familyRegistrationPath(session), { replace });
      else if (answers.then === 'basket') requestNavigation('/panier', { replace });
      else summary.show(lines);
    } catch (problem) {
      const message = messageOf(problem);
      setError(message);
      requestToast(message, 'error');
      setFlow(null);
    }
  };

  const proceed = (next: AddFlow) => {
    if (nextAddStep(next.done, applies) === null) commit(next);
    else setFlow(next);
  };
  const add = (then: 'stay' | 'basket') => {
    setError(null);
    proceed({ then, done: [], equipment: null, accessories: initialAccessories, club: false });
  };
  const answer = (done: AddStep, given: Partial<AddFlow>) => {
    if (!flow) return;
    if (given.birthday) setChild(given.birthday);
    proceed({ ...flow, ...given, done: [...flow.done, done] });
  };
  // Brand colour adapted to 4.5:1 text contrast (used for text and under white text).
  const color = accessibleColor(data.activity.color1 || data.activity.color || parkColors.primary);
  if (!pending && !hasSelection) {
    return <NoSelection data={data} color={color} onChoose={() => navigate(calendar)} />;
  }

  const selected = !hasSelection
    ? []
    : isPack
      ? reservation.datesPack.map((slot) => ({ label: slot.name, at: toParis(slot.select) }))
      : [{ label: null, at: toParis(reservation.date!.select) }];
  const when = pending ? data.steps.map((step) => ({ label: isPack ? step.name : null, at: null })) : selected;
  const invitation = () =>
    inviteMessage({
      activity: data.activity.name,
      formula: data.formula.name,
      when: selected.map(({ label, at }) => ({ label, day: at.format('DD/MM/YYYY'), time: at.format('HH:mm') })),
      participants: reservation.pilotes,
      site: `${window.location.origin}${calendarPath(ids, isPack ? data.steps.length : 0)}`,
    });
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
        pending={pending}
        participants={reservation.pilotes}
        spectators={reservation.spectateurs}
        unitPrice={unitPrice}
        memberPercentage={priced.memberPercentage ?? 0}
        total={total}
        equipment={equipment}
        bracelet={bracelet}
        birthday={child}
        onEditBirthday={data.kind === 'birthday' ? () => setEditBirthday(true) : undefined}
        promotionPercentage={data.formula.promotionPercentage ?? 0}
        playersSlot={
          asksPlayers(data.activity.code) && !isPack && (pending || reservation.date) ? (
            <PlayersRow
              team={team}
              participants={reservation.pilotes}
              bookingDate={reservation.date?.select ?? ''}
              gameValue={data.formula.name}
              onChange={setTeam}
              typed={drafts.teamTyped}
              onTyping={drafts.typeTeam}
            />
          ) : null
        }
      />

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="reservation-error">
          {error}
        </Alert>
      ) : null}

      <RecapActions
        onBack={() => leave('/activites', true)}
        onInvite={() => setInviting(true)}
        onChangeSlot={() => navigate(calendar)}
        onAdd={add}
        canAdd={Boolean(base)}
      />

      {editBirthday ? <EditChildDialog drafts={drafts} onDone={() => setEditBirthday(false)} /> : null}
      <RecapDialogs
        step={step}
        data={recap}
        editing={editing}
        participants={reservation.pilotes}
        equipment={equipment}
        bracelet={bracelet}
        initialEquipment={{ equipments: editedGroup?.equipments ?? 0, bracelets: editedGroup?.bracelets ?? 0 }}
        accessories={accessories}
        initialAccessories={flow?.accessories ?? initialAccessories}
        child={child}
        childTyped={drafts.childTyped}
        onChildTyping={drafts.typeChild}
        unitPrice={listed ?? 0}
        onAnswer={answer}
        onPromotion={() => {
          setFlow(null);
          if (recap.promotion) takePromotion(reservation, recap.promotion.formula.fid, navigate);
        }}
        onClose={() => setFlow(null)}
      />
      {inviting ? <InviteDialog message={invitation()} onClose={() => setInviting(false)} /> : null}
      <UnsavedDialog open={leaving !== null} onStay={stay} onLeave={confirm} />
      {summary.dialog}
    </BookingFrame>
  );
}
