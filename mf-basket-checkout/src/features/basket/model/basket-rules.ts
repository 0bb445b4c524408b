import type { ApiReply } from 'shared-events';

/**
 * Basket line rules (spec §4): past lines, snacking filtering, full ('complet') slots, group deletion.
 * Pure functions: the clock and the planning data are parameters.
 */
import moment from 'moment-timezone';
import type { BasketLine, Id } from '../../../shared/platform/types';

const PARIS_TZ = 'Europe/Paris';

/** The group of a line (its pid), or null for a line added alone. */
const groupOf = (line: BasketLine): string | null =>
  line.pid === null || line.pid === undefined || String(line.pid) === '' ? null : String(line.pid);

const same = (a: Id | null | undefined, b: Id | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The start instant of a line: `select` (ISO), else `day` + `houre` read in Europe/Paris; null for undated lines. */
export function lineStart(line: BasketLine): Date | null {
  if (line.select) {
    const m = moment(line.select, moment.ISO_8601, true);
    if (m.isValid()) return m.toDate();
  }
  if (line.day) {
    const m = moment.tz(`${line.day} ${line.houre ?? '00:00'}`, 'DD/MM/YYYY HH:mm', true, PARIS_TZ);
    if (m.isValid()) return m.toDate();
  }
  return null;
}

/**
 * Lines whose date is earlier than now are dropped; undated lines (club, drinks) stay. A line dated by a
 * day alone (a subscription starting that day) is past only once that Paris day is over.
 */
export function dropPastLines(lines: BasketLine[], now: Date): BasketLine[] {
  return lines.filter((line) => {
    const start = lineStart(line);
    if (start === null) return true;
    if (line.select || line.houre) return start.getTime() >= now.getTime();
    return moment(start).tz(PARIS_TZ).add(1, 'day').valueOf() > now.getTime();
  });
}

export const isSnackingLine = (line: BasketLine) =>
  (line.ZONE !== null && line.ZONE !== undefined) || (line.TABLE !== null && line.TABLE !== undefined);

export interface SnackingPlace {
  zone: Id;
  table: Id;
}

/**
 * Outside snacking (place null) snacking lines are removed; in snacking the basket keeps only the
 * lines of the current zone and table.
 */
export function filterForPlace(lines: BasketLine[], place: SnackingPlace | null): BasketLine[] {
  if (!place) return lines.filter((line) => !isSnackingLine(line));
  return lines.filter((line) => same(line.ZONE, place.zone) && same(line.TABLE, place.table));
}

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

/**
 * Marks each slot line 'complet' when its slot has fewer free places than the line's counter
 * (or was deleted); lines whose slot is not in the data keep their current mark.
 */
export function markFullLines(lines: BasketLine[], availability: SlotAvailability[]): BasketLine[] {
  return lines.map((line) => {
    if (line.idPlanning === null || line.idPlanning === undefined) return line;
    const slot = availability.find((a) => same(a.idPlanning, line.idPlanning));
    if (!slot || slot.free === null) return line;
    const complet = Boolean(slot.deleted) || slot.free < line.counter;
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
  for (const line of lines) {
    if (line.idPlanning === null || line.idPlanning === undefined) continue;
    const start = lineStart(line);
    if (start) days.add(moment.tz(start, PARIS_TZ).format('YYYY-MM-D'));
  }
  return [...days];
}

/**
 * The slot lines as availability items, one per slot. Lines of one group (same pid: the activity
 * and its equipment/wristband lines) take the places once; different groups add up.
 */
export function availabilityItems(lines: BasketLine[]): Array<{ idPlanning: Id; qty: number }> {
  const slots = new Map<string, { idPlanning: Id; groups: Map<string, number> }>();
  for (const line of lines) {
    if (line.idPlanning === null || line.idPlanning === undefined) continue;
    const key = String(line.idPlanning);
    const slot = slots.get(key) ?? { idPlanning: line.idPlanning, groups: new Map<string, number>() };
    slots.set(key, slot);
    const pid = groupOf(line);
    const group = pid !== null ? `p${pid}` : `n${line.nid}`;
    slot.groups.set(group, Math.max(slot.groups.get(group) ?? 0, line.counter));
  }
  return [...slots.values()].map((s) => ({
    idPlanning: s.idPlanning,
    qty: [...s.groups.values()].reduce((a, b) => a + b, 0),
  }));
}
