import type { BasketLine } from 'shared-events';
import { counterWords } from './counter-unit';
import { instantMs, toParis, sameInstant, type Instant } from './time';
import type { Activity, BookingKind, Formula, Slot } from './types';
import { parseIdList } from './types';

const HOUR_MS = 3_600_000;

/** Hours between now and the first slot that may still be booked online (spec §5, §9). */
export function cutoffHours(activityCode: string): number {
  return activityCode === 'karting' ? 3 : 1;
}

/** Free places of a slot, never negative (placesEmpty when the API gives it, else max - taken). */
export function freePlaces(slot: Pick<Slot, 'placesEmpty' | 'placesMax' | 'placesTaken'>): number {
  const computed = slot.placesMax - slot.placesTaken;
  const free = Number.isFinite(slot.placesEmpty) ? Math.min(slot.placesEmpty, computed) : computed;
  return Number.isFinite(free) ? Math.max(0, Math.floor(free)) : 0;
}

/** What a basket line books: its slot (room and start), a pack's later slots, a birthday's linked slots. */
export type BasketBooking = Pick<BasketLine, 'pid' | 'idRoom' | 'select'> &
  Partial<Pick<BasketLine, 'idPlanning' | 'dates' | 'idPlanningPack' | 'idPlanningLinked'>>;

export interface SlotFilterContext {
  activity: Pick<Activity, 'aid' | 'code'>;
  /** When the formula names rooms, only slots of those rooms are offered. */
  formula?: Pick<Formula, 'rooms'> | null;
  now: Instant;
  /** Lines already in the basket: a room booked at the same start hides the slot. */
  basketLines?: readonly BasketBooking[];
  /** The group being edited does not hide its own slot. */
  editedPid?: string | null;
}

interface BookedPlace {
  id: number | null;
  idRoom: number | null;
  select: string | null;
}

/**
 * Every slot a basket line books: its own (the pack's first), a duo pack's others (`dates`, `idPlanningPack`) and a
 * birthday's linked slots (`idPlanningLinked`, ids only). A slot named by id is its room at its start: the planning
 * has one slot per room and start (the API's planning_slots_room_start_uq).
 */
function bookedPlaces(line: BasketBooking): BookedPlace[] {
  // A stored line is read as kept in the browser (localStorage): a field of another shape books nothing here.
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  const byId = (id: unknown): BookedPlace => ({ id: idOf(id), idRoom: null, select: null });
  const ofDate = (date: unknown): BookedPlace => {
    const d = (date !== null && typeof date === 'object' ? date : {}) as Record<string, unknown>;
    return { id: idOf(d.idPlanning), idRoom: idOf(d.idRoom), select: typeof d.select === 'string' ? d.select : null };
  };
  return [
    { id: idOf(line.idPlanning), idRoom: line.idRoom, select: line.select },
    ...list(line.dates).map(ofDate),
    ...list(line.idPlanningPack).map(byId),
    ...list(line.idPlanningLinked).map(byId),
  ];
}

/** True when the basket already books the slot's room at the slot's start (the edited group excepted). */
export function isRoomTakenInBasket(
  slot: Pick<Slot, 'id' | 'idRoom' | 'start'>,
  basketLines: readonly BasketBooking[],
  editedPid?: string | null,
): boolean {
  return basketLines.some(
    (line) =>
      line.pid !== editedPid &&
      bookedPlaces(line).some(
        (place) =>
          (place.id != null && place.id === slot.id) ||
          (place.idRoom != null &&
            place.idRoom === slot.idRoom &&
            place.select != null &&
            sameInstant(place.select, slot.start)),
      ),
  );
}

/** Whether a slot of the activity (`aid`, `code`) may be booked: the rule of isSlotOffered, rooms as ids. */
function isBookable(
  slot: Slot,
  activity: Pick<Activity, 'aid' | 'code'>,
  rooms: readonly number[],
  context: Pick<SlotFilterContext, 'now' | 'basketLines' | 'editedPid'>,
): boolean {
  if (slot.deleted) return false;
  if (slot.idActivity !== activity.aid) return false;
  if (rooms.length > 0 && !rooms.includes(slot.idRoom)) return false;
  const cutoff = instantMs(context.now) + cutoffHours(activity.code) * HOUR_MS;
  if (instantMs(slot.start) <= cutoff) return false;
  return !isRoomTakenInBasket(slot, context.basketLines ?? [], context.editedPid);
}

/**
 * Whether a slot is offered: not deleted, of the right activity (and of the formula's rooms when it
 * names some), starting strictly later than now + 1 h (karting: now + 3 h), and its room not already
 * booked at the same start by a basket line.
 */
export function isSlotOffered(slot: Slot, context: SlotFilterContext): boolean {
  return isBookable(slot, context.activity, parseIdList(context.formula?.rooms), context);
}

/** The offered slots of a day, by start time then id. */
export function offeredSlots(slots: readonly Slot[], context: SlotFilterContext): Slot[] {
  return slots
    .filter((slot) => isSlotOffered(slot, context))
    .map((slot) => ({ slot, at: instantMs(slot.start) }))
    .sort((a, b) => a.at - b.at || a.slot.id - b.slot.id)
    .map(({ slot }) => slot);
}

/** A formula linked to a birthday formula: the activity whose places it needs, and when. */
export interface BirthdayLink {
  aid: number;
  /** The linked activity's code: its slots are held to its own cut-off (karting: 3 h). */
  code: string;
  offsetMinutes: number;
  /** The linked formula's rooms, when it names some (its slots must be in them). */
  rooms?: readonly number[];
}

/** What the linked slots of a birthday are judged by: the clock and the basket, as the offered slots are. */
export type LinkContext = Pick<SlotFilterContext, 'now' | 'basketLines' | 'editedPid'>;

/**
 * The slots a link may use for a birthday starting at `start`: at start + offset, and bookable as slots of the
 * linked activity are (its rooms, its own cut-off: 3 h for karting, its room not booked by the basket then). The
 * server checks each linked slot as it checks any slot.
 */
function linkCandidates(start: Instant, link: BirthdayLink, daySlots: readonly Slot[], context: LinkContext): Slot[] {
  const at = toParis(start).add(link.offsetMinutes, 'minutes');
  return daySlots.filter(
    (candidate) => sameInstant(candidate.start, at) && isBookable(candidate, link, link.rooms ?? [], context),
  );
}

/**
 * The linked slots a birthday at the slot takes, one per link (the one with the most free places, then
 * the lowest id), in link order; null when a link has no slot then. The server checks the same.
 */
export function linkedSlotChoice(
  slot: Pick<Slot, 'start'>,
  links: readonly BirthdayLink[],
  daySlots: readonly Slot[],
  context: LinkContext,
): number[] | null {
  const chosen: number[] = [];
  for (const link of links) {
    const best = linkCandidates(slot.start, link, daySlots, context).sort(
      (a, b) => freePlaces(b) - freePlaces(a) || a.id - b.id,
    )[0];
    if (!best) return null;
    chosen.push(best.id);
  }
  return chosen;
}

/**
 * Free places the linked activities have for a birthday starting at the slot: for each link, the best
 * free count among that activity's bookable slots starting at start + offset; the smallest over the links.
 * null when the birthday has no link (then only the slot's own places count).
 */
export function linkedFreeCount(
  slot: Pick<Slot, 'start'>,
  links: readonly BirthdayLink[],
  daySlots: readonly Slot[],
  context: LinkContext,
): number | null {
  if (links.length === 0) return null;
  let smallest = Number.POSITIVE_INFINITY;
  for (const link of links) {
    const best = linkCandidates(slot.start, link, daySlots, context).reduce(
      (max, candidate) => Math.max(max, freePlaces(candidate)),
      0,
    );
    smallest = Math.min(smallest, best);
  }
  return smallest;
}

export interface SelectabilityContext {
  kind: BookingKind;
  /** Participants chosen (packs need that many free places). */
  participants: number;
  /** Minimum participants of the activity (birthdays need that many linked free places). */
  minimum: number;
  /** linkedFreeCount() of the slot, for birthdays. */
  linkedFree?: number | null;
}

/**
 * Whether a slot can be chosen: free places > 0; virtual reality: free places >= the slot's maximum
 * (the room is booked whole); packs: free >= participants; birthdays: linked free count >= minimum.
 */
export function isSlotSelectable(slot: Slot, context: SelectabilityContext): boolean {
  const free = freePlaces(slot);
  if (free <= 0) return false;
  switch (context.kind) {
    case 'virtual-reality':
      return free >= slot.placesMax;
    case 'pack':
      return free >= Math.max(1, context.participants);
    case 'birthday':
      return context.linkedFree == null || context.linkedFree >= Math.max(1, context.minimum);
    default:
      return true;
  }
}

export const FULL_LABEL = 'COMPLET';

/**
 * 'COMPLET' when the slot cannot be chosen, else its free places ('1 place libre', '12 places libres'); the places of an
 * activity that counts boxes (karaoke, spec §9: 'karaoke 1-6 boxes') are boxes, as its counter says: '1 box libre'.
 */
export function slotAvailabilityLabel(
  slot: Slot,
  selectable: boolean,
  activity?: { counterUnit?: string | null },
): string {
  if (!selectable) return FULL_LABEL;
  const free = freePlaces(slot);
  const [one, many] = counterWords(activity).free;
  return `${free} ${free === 1 ? one : many}`;
}

/** A slot with what the page shows about it. */
export interface RatedSlot {
  slot: Slot;
  selectable: boolean;
}

/**
 * One card per start time: slots starting together (several rooms, lanes or arenas) are shown as one,
 * the selected slot when it is among them and still selectable, else the selectable one with the most
 * free places (then the lowest id). Order of the first slot of each start is kept.
 */
export function onePerStart<T extends RatedSlot>(rated: readonly T[], selectedId: number | null): T[] {
  const groups = new Map<number, T[]>();
  for (const item of rated) {
    const at = instantMs(item.slot.start);
    const group = groups.get(at);
    if (group) group.push(item);
    else groups.set(at, [item]);
  }
  return [...groups.values()].map((group) => {
    const selected = group.find((item) => item.slot.id === selectedId && item.selectable);
    if (selected) return selected;
    return [...group].sort(
      (a, b) =>
        Number(b.selectable) - Number(a.selectable) || freePlaces(b.slot) - freePlaces(a.slot) || a.slot.id - b.slot.id,
    )[0]!;
  });
}
