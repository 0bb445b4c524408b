import { CLUB_VALIDITY_MONTHS, type BasketLine, type CurrentUser } from 'shared-events';
import { toParis, type Instant } from '../../../shared/model/time';
import type { Activity, Formula, Tariff } from '../../../shared/model/types';

export const ALREADY_MEMBER = 'Vous êtes déjà membre du 360 Family Club.';
export const ALREADY_IN_BASKET = 'L’adhésion au 360 Family Club est déjà dans votre panier.';

export class ClubLineError extends Error {}

/** Why the club cannot be added now (a member, or the club already in the basket), else null. It is bought once. */
export function clubRefusal(user: Pick<CurrentUser, 'clubMember'> | null, lines: readonly BasketLine[]): string | null {
  if (user?.clubMember) return ALREADY_MEMBER;
  if (lines.some((line) => line.familyClub)) return ALREADY_IN_BASKET;
  return null;
}

/** The membership period: from today (Paris) for one year. */
export function clubPeriod(now: Instant): {
  accessStart: string;
  accessEnd: string;
  startLabel: string;
  endLabel: string;
} {
  const start = toParis(now).startOf('day');
  const end = start.clone().add(CLUB_VALIDITY_MONTHS, 'months');
  return {
    accessStart: start.format(),
    accessEnd: end.format(),
    startLabel: start.format('DD/MM/YYYY'),
    endLabel: end.format('DD/MM/YYYY'),
  };
}

/** The tariff of the club: its default (the park sells it 50 €, spec §9), else the first. */
export function clubTariff(tariffs: readonly Tariff[]): Tariff | null {
  return tariffs.find((tariff) => tariff.isDefault) ?? tariffs[0] ?? null;
}

/**
 * The 360 Family Club membership line (spec §4): price 50 (the catalogue's tariff), counter 1, type 8,
 * validity 12 months from today, undated for the planning, flagged `familyClub`.
 */
export function buildClubLine(input: {
  activity: Pick<Activity, 'aid' | 'color' | 'color2'>;
  formula: Pick<Formula, 'fid' | 'oid' | 'name' | 'article'>;
  tariff: Tariff;
  now: Instant;
  pid: string;
  newId: () => string;
}): BasketLine {
  if (input.formula.article == null) throw new ClubLineError("Cette formule n'a pas d'article à vendre.");
  const period = clubPeriod(input.now);
  return {
    nid: input.newId(),
    pid: input.pid,
    aid: input.activity.aid,
    oid: input.formula.oid,
    fid: input.formula.fid,
    id: input.formula.article,
    idTariff: input.tariff.id,
    idTarif: input.tariff.id,
    price: input.tariff.price,
    counter: 1,
    type: 8,
    validity: CLUB_VALIDITY_MONTHS,
    familyClub: true,
    description: input.formula.name,
    subDescription: `Du ${period.startLabel} au ${period.endLabel}`,
    idPlanning: null,
    select: null,
    day: period.startLabel,
    houre: null,
    end: null,
    idRoom: null,
    color: input.activity.color,
    background: input.activity.color2,
    spectateurs: 0,
    complet: false,
    accessStart: period.accessStart,
    accessEnd: period.accessEnd,
  };
}
