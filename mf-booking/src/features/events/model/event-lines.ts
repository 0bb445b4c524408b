import { API_LIMITS, type BasketLine } from 'shared-events';
import type { BookedSlot } from '../../../shared/model/basket-lines';
import { toParis } from '../../../shared/model/time';
import type { Activity, Formula, Tariff } from '../../../shared/model/types';
import { PLANNING_MESSAGES } from '../../planning';
import { DRINK_COUNTER, buildExtraLines, countsProblem, type Extra, type ExtraCounts } from '../../extras';

/** Events: 1 to 6 participants (spec §5: '1 piste pour 6 personnes maximum'; the API's EVENT_MAX_PARTICIPANTS). */
export const EVENT_PARTICIPANTS = { min: 1, max: API_LIMITS.basket.eventMaxParticipants } as const;
export const EVENT_MAX_MESSAGE = '1 piste pour 6 personnes maximum';
export class EventLineError extends Error {}

/**
 * The first problem of an event booking, or null. The slot's free places, when known, bound the participants: the
 * server holds one place on the slot per participant.
 */
export function validateEvent(input: {
  slot: BookedSlot | null;
  participants: number;
  extras: readonly Extra[];
  counts: ExtraCounts;
  freePlaces?: number | null;
}): string | null {
  if (!input.slot) return PLANNING_MESSAGES.noSlotSelected;
  if (!Number.isInteger(input.participants) || input.participants < EVENT_PARTICIPANTS.min)
    return PLANNING_MESSAGES.negativeParticipants;
  if (input.participants > EVENT_PARTICIPANTS.max) return EVENT_MAX_MESSAGE;
  if (input.freePlaces != null && input.participants > input.freePlaces)
    return input.freePlaces > 0 ? PLANNING_MESSAGES.tooManyParticipants : PLANNING_MESSAGES.slotFull;
  return countsProblem(input.extras, input.counts, DRINK_COUNTER);
}

/**
 * An event booking: the event line (type 2, on the slot) and one line per drink or plate with a count
 * above 0 ('FAITES-VOUS PLAISIR !': type 2, the event's date for display, no planning id: they take no
 * place), one pid.
 */
export function buildEventLines(input: {
  activity: Pick<Activity, 'aid' | 'name' | 'color' | 'color2'>;
  formula: Pick<Formula, 'fid' | 'name' | 'article'>;
  oid: number;
  slot: BookedSlot | null;
  participants: number;
  /** The chosen slot's free places, when known (the participants may not exceed them). */
  freePlaces?: number | null;
  tariff: Tariff | null;
  extras: readonly Extra[];
  counts: ExtraCounts;
  pid: string;
  newId: () => string;
}): BasketLine[] {
  const problem = validateEvent(input);
  if (problem) throw new EventLineError(problem);
  if (input.formula.article == null || !input.tariff)
    throw new EventLineError("Aucun tarif n'est disponible pour cet événement.");
  const slot = input.slot!;
  const start = toParis(slot.select);
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
  const main: BasketLine = {
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
  };
  return [
    main,
    ...buildExtraLines({ main, extras: input.extras, counts: input.counts, bounds: DRINK_COUNTER, newId: input.newId }),
  ];
}

/** The participant count dialog's choices (spec §9: 1 to 6), at most the places still free on the slot. */
export function participantChoices(freePlaces: number | null = null): number[] {
  const max = Math.min(EVENT_PARTICIPANTS.max, freePlaces ?? EVENT_PARTICIPANTS.max);
  return Array.from({ length: Math.max(0, max - EVENT_PARTICIPANTS.min + 1) }, (_, i) => EVENT_PARTICIPANTS.min + i);
}
