import {
  MEMBER_PERCENTAGE,
  percentOff,
  type BasketBirthday,
  type BasketPlayers,
  type BasketLine,
  type BasketPackDate,
} from 'shared-events';
import { counterUnit } from './counter-unit';
import { toParis } from './time';
import type { Activity, Formula, Tariff } from './types';

/** Tariff index 0: the base price of the article. */
export function baseTariff(tariffs: readonly Tariff[]): Tariff | null {
  return tariffs[0] ?? null;
}

/** Tariff index 1: equipment, when the article has one. */
export function equipmentTariff(tariffs: readonly Tariff[]): Tariff | null {
  return tariffs[1] ?? null;
}

/** Tariff index 2: connected wristband, when the article has one; never for the playground. */
export function braceletTariff(tariffs: readonly Tariff[], activityCode: string): Tariff | null {
  if (activityCode === 'playground') return null;
  return tariffs[2] ?? null;
}

/** Whether the equipment question is asked: the article sells equipment or a wristband. */
export function asksEquipment(tariffs: readonly Tariff[], activityCode: string): boolean {
  return equipmentTariff(tariffs) !== null || braceletTariff(tariffs, activityCode) !== null;
}

/** The visitor's answer to 'Avez-vous votre équipement ?'. */
export type EquipmentAnswer = { haveOwn: true } | { haveOwn: false; equipments: number; bracelets: number };

/** The booked time: one slot, or the slots of a duo pack in order. */
export interface BookedSlot {
  idPlanning: number;
  select: string;
  end: string;
  idRoom: number;
  /** Birthdays: the slots of the included activities (sub-formulas), held and taken with it. */
  linked?: number[];
}

export interface BookedPackSlot extends BookedSlot {
  name: string;
}

export interface LineBuildInput {
  activity: Pick<Activity, 'aid' | 'name' | 'code' | 'color' | 'color2' | 'counterUnit'>;
  formula: Pick<Formula, 'fid' | 'name' | 'article'> & Partial<Pick<Formula, 'reservedOffer' | 'promotionPercentage'>>;
  /** The formula offers accessories (the basket prompts when none were taken). */
  offersAccessories?: boolean;
  /** The 360 Family Club is flagged (member, or the club in the basket): reserved offers cost 10 % less. */
  member?: boolean;
  oid: number;
  slot: BookedSlot | null;
  /** Duo pack: one slot per activity of the pack, the line is then of type 3. */
  packSlots?: readonly BookedPackSlot[];
  participants: number;
  spectators: number;
  tariffs: readonly Tariff[];
  /** null when the equipment question was not asked. */
  equipment: EquipmentAnswer | null;
  /** Birthdays: the child form (spec §3), carried by the activity line. */
  anniversaires?: BasketBirthday | null;
  /** Karting: the team and player names (spec §3 `players`), carried by the activity line. */
  players?: BasketPlayers | null;
  /** Group id shared by the lines (keep the edited group's pid when editing). */
  pid: string;
  newId: () => string;
}

export class LineBuildError extends Error {}

function countOf(value: number, label: string): number {
  if (!Number.isInteger(value) || value < 0) throw new LineBuildError(`${label} invalide : ${String(value)}`);
  return value;
}

function spectatorText(spectators: number): string | undefined {
  if (spectators <= 0) return undefined;
  return spectators === 1 ? '1 spectateur' : `${spectators} spectateurs`;
}

/**
 * The basket lines of a booking (spec §4): the activity line, plus an equipment line (tariff index 1)
 * and a connected-wristband line (tariff index 2, not for the playground) when the visitor asked for
 * some, all sharing one pid. 'Already have equipment' gives the activity line alone. Equipment and
 * wristband lines carry the date for display but no planning id or room: they take no place.
 */
export function buildBookingLines(input: LineBuildInput): BasketLine[] {
  const participants = countOf(input.participants, 'Nombre de participants');
  if (participants < 1) throw new LineBuildError('Le nombre de participants est négatif.');
  const spectators = countOf(input.spectators, 'Nombre de spectateurs');
  const article = input.formula.article;
  if (article == null) throw new LineBuildError("Cette formule n'a pas d'article à vendre.");
  const base = baseTariff(input.tariffs);
  if (!base) throw new LineBuildError("Aucun tarif n'est disponible pour cette formule.");

  const packSlots = input.packSlots ?? [];
  const isPack = packSlots.length > 0;
  const first: BookedSlot | null = isPack ? packSlots[0]! : input.slot;
  if (!first)
    throw new LineBuildError("Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.");
  const start = toParis(first.select);
  const day = start.format('DD/MM/YYYY');
  const houre = start.format('HH:mm');

  const common = {
    pid: input.pid,
    aid: input.activity.aid,
    oid: input.oid,
    fid: input.formula.fid,
    id: article,
    select: first.select,
    day,
    houre,
    end: first.end,
    color: input.activity.color,
    background: input.activity.color2,
    complet: false,
  };

  const dates: BasketPackDate[] = packSlots.map((slot) => {
    const at = toParis(slot.select);
    return {
      name: slot.name,
      day: at.format('DD/MM/YYYY'),
      houre: at.format('HH:mm'),
      idPlanning: slot.idPlanning,
      select: slot.select,
      end: slot.end,
      idRoom: slot.idRoom,
    };
  });

  // The formula's promotion (the bowling offer), then the member discount: the server's order.
  const promotion = input.formula.promotionPercentage ?? 0;
  const listed = percentOff(base.price, promotion);
  const activityLine: BasketLine = {
    ...common,
    nid: input.newId(),
    idTariff: base.id,
    idTarif: base.id,
    price: listed,
    ...(promotion > 0 ? { promotionPercentage: promotion, catalogPrice: base.price } : {}),
    ...memberPricing(listed, input.formula.reservedOffer === true, input.member === true),
    ...(input.offersAccessories ? { offersAccessories: true } : {}),
    ...(counterUnit(input.activity) === 'boxes' ? { counterUnit: 'boxes' as const } : {}),
    ...(braceletTariff(input.tariffs, input.activity.code) ? { offersBracelet: true } : {}),
    counter: participants,
    type: isPack ? 3 : 0,
    description: input.formula.name,
    subDescription: input.activity.name,
    idPlanning: first.idPlanning,
    idRoom: first.idRoom,
    ...(!isPack && first.linked?.length ? { idPlanningLinked: [...first.linked] } : {}),
    ...(input.anniversaires ? { anniversaires: input.anniversaires } : {}),
    ...(input.players ? { players: { ...input.players, BookingDate: first.select } } : {}),
    spectateurs: spectators,
    ...(spectatorText(spectators) ? { spectDescription: spectatorText(spectators) } : {}),
    ...(isPack
      ? {
          dates,
          idPlanningPack: packSlots.map((slot) => slot.idPlanning),
          qrcodeDatesPack: dates.map((d) => `${d.name} : ${d.day} à ${d.houre}`),
        }
      : {}),
  };
  const lines: BasketLine[] = [activityLine];
  const answer = input.equipment;
  if (!answer || answer.haveOwn) return lines;

  const equipments = countOf(answer.equipments, "Nombre d'équipements");
  const bracelets = countOf(answer.bracelets, 'Nombre de bracelets');
  const equipment = equipmentTariff(input.tariffs);
  if (equipments > 0) {
    if (!equipment) throw new LineBuildError("Cette formule ne propose pas d'équipement.");
    lines.push({
      ...common,
      nid: input.newId(),
      idTariff: equipment.id,
      idTarif: equipment.id,
      price: equipment.price,
      counter: equipments,
      type: 0,
      extra: 'equipment',
      description: equipment.name,
      subDescription: input.formula.name,
      idPlanning: null,
      idRoom: null,
      spectateurs: 0,
    });
  }
  const bracelet = braceletTariff(input.tariffs, input.activity.code);
  if (bracelets > 0) {
    if (!bracelet) throw new LineBuildError('Cette formule ne propose pas de bracelet connecté.');
    lines.push({
      ...common,
      nid: input.newId(),
      idTariff: bracelet.id,
      idTarif: bracelet.id,
      price: bracelet.price,
      counter: bracelets,
      type: 0,
      extra: 'bracelet',
      description: bracelet.name,
      subDescription: input.formula.name,
      idPlanning: null,
      idRoom: null,
      spectateurs: 0,
    });
  }
  return lines;
}

/**
 * Puts a booking's lines in the basket: when editing (editedPid), the lines carrying that pid are
 * replaced in place by the new ones; otherwise the new lines are appended.
 */
export function placeBookingLines(
  current: readonly BasketLine[],
  newLines: readonly BasketLine[],
  editedPid: string | null,
): BasketLine[] {
  if (editedPid) {
    const at = current.findIndex((line) => line.pid === editedPid);
    if (at >= 0) {
      const kept = current.filter((line) => line.pid !== editedPid);
      const before = current.slice(0, at).filter((line) => line.pid !== editedPid).length;
      return [...kept.slice(0, before), ...newLines, ...kept.slice(before)];
    }
  }
  return [...current, ...newLines];
}

/**
 * The group of an edited line: its activity line (the one with a planning id, else the first) and the
 * counts of its equipment (tariff index 1) and wristband (tariff index 2) lines.
 */
export function readBookingGroup(
  lines: readonly BasketLine[],
  pid: string,
  tariffs: readonly Tariff[],
): { activityLine: BasketLine; equipments: number; bracelets: number } | null {
  const group = lines.filter((line) => line.pid === pid);
  const activityLine = group.find((line) => line.idPlanning != null) ?? group[0];
  if (!activityLine) return null;
  const others = group.filter((line) => line !== activityLine);
  const countFor = (tariff: Tariff | null) =>
    tariff ? others.filter((line) => line.idTariff === tariff.id).reduce((sum, line) => sum + line.counter, 0) : 0;
  return { activityLine, equipments: countFor(equipmentTariff(tariffs)), bracelets: countFor(tariffs[2] ?? null) };
}

/** The price fields of a reserved offer's booking line: the list price kept, the member price charged. */
export function memberPricing(
  listPrice: number,
  reservedOffer: boolean,
  member: boolean,
): Partial<Pick<BasketLine, 'price' | 'reservedOffer' | 'listPrice' | 'memberPercentage'>> {
  if (!reservedOffer) return {};
  const memberPercentage = member ? MEMBER_PERCENTAGE : 0;
  return { reservedOffer: true, listPrice, memberPercentage, price: percentOff(listPrice, memberPercentage) };
}

/** Total in euros of lines (unit price × counter), rounded to the cent. */
export function linesTotal(lines: readonly Pick<BasketLine, 'price' | 'counter'>[]): number {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.counter, 0);
  return cents / 100;
}

/** A fresh unique id for a line or a group. */
export function newLineId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
