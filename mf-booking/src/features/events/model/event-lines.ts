import type { BasketLine } from 'shared-events';
import type { BookedSlot } from '../../planning/model/basket-lines';
import { inParis } from '../../planning/model/time';
import type { Activity, Formula, Tariff } from '../../planning/model/types';
import { PLANNING_MESSAGES } from '../../planning/model/validation';

/** Events: 1 to 6 participants (spec §5: '1 piste pour 6 personnes maximum'). */
export const EVENT_PARTICIPANTS = { min: 1, max: 6 } as const;
export const EVENT_MAX_MESSAGE = '1 piste pour 6 personnes maximum';
/** Drinks and plates: 0 and up (spec §5), at most 50 each. */
export const EVENT_EXTRA_COUNTER = { min: 0, max: 50 } as const;

export interface EventExtra {
  name: string;
  article: number;
  tariff: Tariff;
  count: number;
}

export class EventLineError extends Error {}

/** The first problem of an event booking, or null. */
export function validateEvent(input: {
  slot: BookedSlot | null;
  participants: number;
  extras: readonly EventExtra[];
}): string | null {
  if (!input.slot) return PLANNING_MESSAGES.noSlotSelected;
  if (!Number.isInteger(input.participants) || input.participants < EVENT_PARTICIPANTS.min)
    return PLANNING_MESSAGES.negativeParticipants;
  if (input.participants > EVENT_PARTICIPANTS.max) return EVENT_MAX_MESSAGE;
  for (const extra of input.extras) {
    if (
      !Number.isInteger(extra.count) ||
      extra.count < EVENT_EXTRA_COUNTER.min ||
      extra.count > EVENT_EXTRA_COUNTER.max
    ) {
      return `Quantité invalide : ${extra.name}`;
    }
  }
  return null;
}

/**
 * An event booking: the event line (type 2, on the slot) and one line per drink or plate with a count
 * above 0 (type 2, the event's date for display, no planning id: they take no place), one pid.
 */
export function buildEventLines(input: {
  activity: Pick<Activity, 'aid' | 'name' | 'color' | 'color2'>;
  formula: Pick<Formula, 'fid' | 'name' | 'article'>;
  oid: number;
  slot: BookedSlot | null;
  participants: number;
  tariff: Tariff | null;
  extras: readonly EventExtra[];
  pid: string;
  newId: () => string;
}): BasketLine[] {
  const problem = validateEvent(input);
  if (problem) throw new EventLineError(problem);
  if (input.formula.article == null || !input.tariff)
    throw new EventLineError("Aucun tarif n'est disponible pour cet événement.");
  const slot = input.slot!;
  const start = inParis(slot.select);
  const common = {
    pid: input.pid,
    aid: input.activity.aid,
    oid: input.oid,
    fid: input.formula.fid,
    select: slot.select,
    day: start.format('DD/MM/YYYY'),
    houre: start.format('HH:mm'),
    end: slot.end,
    color: input.activity.color,
    background: input.activity.color2,
    complet: false,
    type: 2 as const,
  };
  const lines: BasketLine[] = [
    {
      ...common,
      nid: input.newId(),
      id: input.formula.article,
      idTariff: input.tariff.id,
      idTarif: input.tariff.id,
      price: input.tariff.price,
      counter: input.participants,
      description: input.formula.name,
      subDescription: input.activity.name,
      idPlanning: slot.idPlanning,
      idRoom: slot.idRoom,
      spectateurs: 0,
    },
  ];
  for (const extra of input.extras) {
    if (extra.count === 0) continue;
    lines.push({
      ...common,
      nid: input.newId(),
      id: extra.article,
      idTariff: extra.tariff.id,
      idTarif: extra.tariff.id,
      price: extra.tariff.price,
      counter: extra.count,
      description: extra.name,
      subDescription: input.formula.name,
      idPlanning: null,
      idRoom: null,
      spectateurs: 0,
    });
  }
  return lines;
}
