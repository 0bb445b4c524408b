import { addDays, parisInstant, weekday, type ParisDay } from '../features/planning/paris-day';

/** How an activity opens: wall-clock Paris hours, per kind of day. Minutes after midnight. */
export interface OpeningRule {
  durationMinutes: number;
  /** Either regular starts every stepMinutes between open and close (last start + duration <= close)... */
  stepMinutes?: number;
  /** ...or a fixed list of starts. */
  starts?: number[];
  /** [open, close] for each weekday 0 (Sunday) to 6 (Saturday); null = closed. */
  hours: Array<[number, number] | null>;
  /** Hours of given calendar days ('MM-DD'), whatever their weekday (New Year's Eve). */
  specialDays?: Record<string, [number, number]>;
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** Wednesdays and weekends open in the morning, other days in the afternoon. */
const week = (weekdayHours: [number, number] | null, longHours: [number, number] | null) => [
  longHours, // Sunday
  weekdayHours,
  weekdayHours,
  longHours, // Wednesday
  weekdayHours,
  weekdayHours,
  longHours, // Saturday
];

/** Opening hours by activity code. Activities without an entry (company, subscription, family club, snacking) have no slots. */
export const openingRules: Record<string, OpeningRule> = {
  karting: { durationMinutes: 15, stepMinutes: 20, hours: week([h(14), h(22)], [h(10), h(22)]) },
  trampoline: { durationMinutes: 60, stepMinutes: 60, hours: week([h(14), h(20)], [h(10), h(20)]) },
  bowling: { durationMinutes: 60, stepMinutes: 60, hours: week([h(14), h(24)], [h(10), h(24)]) },
  'bar-games': { durationMinutes: 60, stepMinutes: 60, hours: week([h(16), h(24)], [h(14), h(24)]) },
  'virtual-reality': { durationMinutes: 30, stepMinutes: 30, hours: week([h(14), h(22)], [h(10), h(22)]) },
  karaoke: { durationMinutes: 60, stepMinutes: 60, hours: week([h(18), h(24)], [h(14), h(24)]) },
  playground: { durationMinutes: 60, stepMinutes: 60, hours: week([h(10), h(19)], [h(10), h(19)]) },
  // Birthdays start on the hour: their linked activities (karting every 20 min, trampolines and bowling
  // every hour) have a slot at each sub-formula offset (0 or 60 min), see subFormulaSeeds.
  birthday: { durationMinutes: 120, starts: [h(10), h(14), h(16)], hours: week(null, [h(10), h(19)]) },
  events: {
    durationMinutes: 240,
    starts: [h(20)],
    hours: [null, null, null, null, null, [h(20), h(24)], [h(20), h(24)]],
    // The Réveillon du Nouvel An (formula dated 31 December, 20:00) opens whatever the weekday.
    specialDays: { '12-31': [h(20), h(24)] },
  },
};

export interface SlotSpec {
  startsAt: Date;
  endsAt: Date;
}

/** The slots of one room on one Paris day, following the activity's opening rule (DST-safe: wall-clock times). */
export function slotsForDay(rule: OpeningRule, day: ParisDay): SlotSpec[] {
  const special = rule.specialDays?.[`${pad(day.month)}-${pad(day.day)}`];
  const hours = special ?? rule.hours[weekday(day)];
  if (!hours) return [];
  const [open, close] = hours;
  const starts = rule.starts
    ? rule.starts.filter((s) => s >= open && s + rule.durationMinutes <= close)
    : range(open, close - rule.durationMinutes, rule.stepMinutes ?? rule.durationMinutes);
  const seen = new Set<number>();
  const slots: SlotSpec[] = [];
  for (const minutes of starts) {
    const startsAt = parisInstant(day, minutes);
    // A wall-clock time skipped by the spring DST change lands on an existing slot: keep one.
    if (seen.has(startsAt.getTime())) continue;
    seen.add(startsAt.getTime());
    slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + rule.durationMinutes * 60_000) });
  }
  return slots;
}

const pad = (n: number) => String(n).padStart(2, '0');

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let m = from; m <= to; m += step) out.push(m);
  return out;
}

/** The Paris days from `first` for `count` days. */
export function daysFrom(first: ParisDay, count: number): ParisDay[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}
