import type { ApiReply } from 'shared-events';

/**
 * API shapes the booking area reads (spec §7 and the lead's contract). Money in euros, instants as
 * ISO 8601 with the Europe/Paris offset.
 */
/** An activity as the API answers it (the contract's type, generated from its OpenAPI document). */
export type Activity = ApiReply<'/api/v1/activites', 'get'>['data'][number];

export type FormulaCode = 'duo-pack' | 'subscription' | 'birthday' | 'family-club' | null;

/**
 * A formula as the API answers it (the contract's type): `reservedOffer` means 360 Family Club members pay 10 %
 * less, `promotionPercentage` is its online promotion (the bowling offer: 20 on 1 hour).
 */
export type Formula = ApiReply<'/api/v1/formules', 'get'>['data'][number];

/** A birthday's linked formula and its offset in minutes from the birthday start (the contract's type). */
export type SubFormula = ApiReply<'/api/v1/subFormules', 'get'>['data']['subFormules'][number];

/** A slot of the planning and a tariff of an article, as the API answers them (the contract's types). */
export type Slot = ApiReply<'/api/planning/browse', 'get'>[number];
export type Tariff = ApiReply<'/api/articles/{id}/tariffs', 'get'>[number];

/** The kind of booking a calendar page makes, derived from the activity and the formula. */
export type BookingKind = 'standard' | 'pack' | 'birthday' | 'virtual-reality';

export function bookingKind(activity: Pick<Activity, 'code'>, formula: Pick<Formula, 'code'> | null): BookingKind {
  if (formula?.code === 'duo-pack') return 'pack';
  if (formula?.code === 'birthday' || activity.code === 'birthday') return 'birthday';
  if (activity.code === 'virtual-reality') return 'virtual-reality';
  return 'standard';
}

/** Comma-separated ids ('3, 4,,5') -> [3, 4, 5]; anything not a positive integer is ignored. */
export function parseIdList(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

/** The strings field (JSON text with string_1 and string_2); {} when it is not readable JSON. */
export function parseStrings(text: string | null | undefined): { string_1?: string; string_2?: string } {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return {
      ...(typeof record.string_1 === 'string' ? { string_1: record.string_1 } : {}),
      ...(typeof record.string_2 === 'string' ? { string_2: record.string_2 } : {}),
    };
  } catch {
    return {};
  }
}
