import type { ApiReply } from 'shared-events';

/**
 * Basket line rules (spec §4): full ('complet') slots, group deletion, the planning's days. Which stored lines the
 * page shows (past lines dropped, snacking filtering) is shared-events' rule (`shownLines`, `filterForPlace`).
 * Pure functions: the planning data are parameters.
 */
import moment from 'moment-timezone';
import { lineStart, PARIS_TZ } from 'shared-events/dates';
import type { BasketLine, Id } from '../../../shared/platform/types';

/** The group of a line (its pid), or null for a line added alone. */
export const groupOf = (line: BasketLine): string | null =>
  line.pid === null || line.pid === undefined || String(line.pid) === '' ? null : String(line.pid);

const same = (a: Id | null | undefined, b: Id | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** What the planning tells about one slot. */
export interface SlotAvailability {
  idPlanning: Id;
  /** free places; null when the slot is unknown */
  free: number | null;
  /** the slot cannot be booked at all (deleted, or refused by the API for the quantity asked) */
  deleted?: boolean;
}

type ApiSlot = ApiReply<'/api/planning/browse', 'get'>[number];
/** A slot of GET /api/planning/browse as the basket reads it: its id and places, any of which may be missing. */
export type PlanningSlot = { id: Id } & {
  [K in 'placesMax' | 'placesTaken' | 'placesEmpty' | 'deleted']?: ApiSlot[K] | null;
};

export function slotFreePlaces(slot: PlanningSlot): number {
  if (typeof slot.placesEmpty === 'number') return slot.placesEmpty;
  return Math.max(0, (slot.placesMax ?? 0) - (slot.placesTaken ?? 0));
}

export function availabilityFromSlots(slots: PlanningSlot[]): SlotAvailability[] {
  return slots.map((s) => ({ idPlanning: s.id, free: slotFreePlaces(s), deleted: Boolean(s.deleted) }));
}

/** Every slot a line holds: its slot, a duo pack's slots (`idPlanningPack`), a birthday's linked slots (`idPlanningLinked`). */
export function lineSlotIds(line: BasketLine): Id[] {
  const ids: Id[] = [];
  for (const id of [line.idPlanning, ...(line.idPlanningPack ?? []), ...(line.idPlanningLinked ?? [])]) {
    if (id !== null && id !== undefined && String(id) !== '' && !ids.some((known) => same(known, id))) ids.push(id);
  }
  return ids;
}

/** The groups of the slot lines in basket order (a group: same pid, else the line alone), each with its places per slot. */
function slotGroups(lines: BasketLine[]): Array<{ lines: BasketLine[]; places: Map<string, { id: Id; qty: number }> }> {
  const groups = new Map<string, { lines: BasketLine[]; places: Map<string, { id: Id; qty: number }> }>();
  for (const line of lines) {
    const ids = lineSlotIds(line);
    if (ids.length === 0) continue;
    const pid = groupOf(line);
    const key = pid !== null ? `p${pid}` : `n${line.nid}`;
    const group = groups.get(key) ?? { lines: [], places: new Map<string, { id: Id; qty: number }>() };
    groups.set(key, group);
    group.lines.push(line);
    // The lines of a group share their participants: the group takes its largest counter once per slot.
    for (const id of ids) {
      const held = group.places.get(String(id));
      group.places.set(String(id), { id, qty: Math.max(held?.qty ?? 0, line.counter) });
    }
  }
  return [...groups.values()];
}

/**
 * Marks the slot lines 'complet' from the planning's free places, as the server holds them: every slot of a line
 * counts (a duo pack's, a birthday's linked ones), a group takes its counter once per slot, and when a slot cannot
 * take the whole basket the groups take its places in basket order, those left without being marked (dropping them
 * leaves a basket that fits). A deleted slot marks its lines; lines whose slots are not in the data keep their mark.
 * The places a line holds are its counter here: the server's answer per line (`LineVerdict`) knows more (a
 * virtual-reality arena is held whole).
 */
export function markFullLines(lines: BasketLine[], availability: SlotAvailability[]): BasketLine[] {
  const left = new Map<string, number>();
  const verdicts = new Map<BasketLine, boolean>();
  for (const group of slotGroups(lines)) {
    const known = [...group.places.values()].flatMap(({ id, qty }) => {
      const slot = availability.find((a) => same(a.idPlanning, id));
      return slot && slot.free !== null ? [{ key: String(id), slot, qty }] : [];
    });
    if (known.length === 0) continue;
    const free = (key: string, slot: SlotAvailability) => left.get(key) ?? slot.free ?? 0;
    const fits = known.every(({ key, slot, qty }) => !slot.deleted && free(key, slot) >= qty);
    if (fits) for (const { key, slot, qty } of known) left.set(key, free(key, slot) - qty);
    for (const line of group.lines) {
      if (lineSlotIds(line).some((id) => known.some((k) => k.key === String(id)))) verdicts.set(line, !fits);
    }
  }
  return lines.map((line) => {
    const complet = verdicts.get(line);
    return complet === undefined || line.complet === complet ? line : { ...line, complet };
  });
}

/** The server's verdict on one line it was sent ('Valider mes horaires'): false when its places cannot be held. */
export interface LineVerdict {
  nid: string;
  ok: boolean;
}

/** Marks the lines the server judged ('complet' when not ok); lines it was not sent keep their mark. */
export function markJudgedLines(lines: BasketLine[], verdicts: LineVerdict[]): BasketLine[] {
  return lines.map((line) => {
    const verdict = verdicts.find((v) => v.nid === line.nid);
    if (!verdict) return line;
    const complet = !verdict.ok;
    return line.complet === complet ? line : { ...line, complet };
  });
}

export const hasFullLines = (lines: BasketLine[]) => lines.some((l) => Boolean(l.complet));

/** On basket validation, full lines are dropped (with the other lines of their group). */
export function dropFullLines(lines: BasketLine[]): BasketLine[] {
  const fullGroups = new Set<string | null>(
    lines
      .filter((l) => l.complet)
      .map(groupOf)
      .filter((g) => g !== null),
  );
  return lines.filter((l) => !l.complet && !fullGroups.has(groupOf(l)));
}

/** Deleting a line with a pid deletes its whole group; otherwise only that line. */
export function deleteLine(lines: BasketLine[], nid: Id): BasketLine[] {
  const target = lines.find((l) => same(l.nid, nid));
  if (!target) return lines;
  const group = groupOf(target);
  if (group !== null) return lines.filter((l) => groupOf(l) !== group);
  return lines.filter((l) => !same(l.nid, nid));
}

/** Distinct Europe/Paris days (YYYY-MM-D, the planning browse format) of the slot lines. */
export function planningDays(lines: BasketLine[]): string[] {
  const days = new Set<string>();
  const add = (start: Date | null) => {
    if (start) days.add(moment.tz(start, PARIS_TZ).format('YYYY-MM-D'));
  };
  for (const line of lines) {
    if (line.idPlanning === null || line.idPlanning === undefined) continue;
    add(lineStart(line));
    // A duo pack's later activities may be on another day.
    for (const date of line.dates ?? [])
      add(lineStart({ ...line, select: date.select, day: date.day, houre: date.houre }));
  }
  return [...days];
}

/**
 * The slot lines as availability items, one per slot a line holds (a duo pack's and a birthday's linked slots
 * too). Lines of one group (same pid: the activity and its equipment/wristband lines) take the places once;
 * different groups add up.
 */
export function availabilityItems(lines: BasketLine[]): Array<{ idPlanning: Id; qty: number }> {
  const slots = new Map<string, { idPlanning: Id; qty: number }>();
  for (const group of slotGroups(lines)) {
    for (const [key, { id, qty }] of group.places) {
      const slot = slots.get(key) ?? { idPlanning: id, qty: 0 };
      slots.set(key, { ...slot, qty: slot.qty + qty });
    }
  }
  return [...slots.values()];
}
