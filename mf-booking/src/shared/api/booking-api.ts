import { http, type ApiReply, type Load } from 'shared-events';
import { browseDateParam } from '../model/time';
import type { Activity, Formula, Slot, SubFormula, Tariff } from '../model/types';
import type { OpenDays } from '../model/open-days';

/** The calls of the booking area (spec §7), typed against the lead's contract. */

export class UnexpectedAnswerError extends Error {
  constructor(call: string) {
    super(`Réponse inattendue du serveur (${call}).`);
  }
}

function listFrom<T>(value: unknown, call: string): T[] {
  if (!Array.isArray(value)) throw new UnexpectedAnswerError(call);
  return value as T[];
}

/** GET /api/v1/activites -> { data: Activity[] } */
export async function fetchActivities(signal?: AbortSignal): Promise<Activity[]> {
  const { data } = await http.get<{ data: Activity[] }>('/v1/activites', { signal });
  return listFrom<Activity>(data?.data, 'activites');
}

/** The activity with that aid, or null. */
export async function fetchActivity(aid: number, signal?: AbortSignal): Promise<Activity | null> {
  return (await fetchActivities(signal)).find((activity) => activity.aid === aid) ?? null;
}

/** GET /api/v1/formules/{fid} -> { data: { formule } } */
export async function fetchFormula(fid: number, signal?: AbortSignal): Promise<Formula> {
  const { data } = await http.get<{ data: { formule: Formula } }>(`/v1/formules/${fid}`, { signal });
  const formule = data?.data?.formule;
  if (!formule || typeof formule.fid !== 'number') throw new UnexpectedAnswerError('formule');
  return formule;
}

/** GET /api/v1/formules -> { data: Formula[] } */
export async function fetchFormulas(signal?: AbortSignal): Promise<Formula[]> {
  const { data } = await http.get<{ data: Formula[] }>('/v1/formules', { signal });
  return listFrom<Formula>(data?.data, 'formules');
}

/** GET /api/v1/subFormules -> { data: { subFormules } } */
export async function fetchSubFormulas(signal?: AbortSignal): Promise<SubFormula[]> {
  const { data } = await http.get<{ data: { subFormules: SubFormula[] } }>('/v1/subFormules', { signal });
  return listFrom<SubFormula>(data?.data?.subFormules, 'subFormules');
}

/** GET /api/planning/browse?dates=YYYY-MM-D -> Slot[] of that Paris day. */
export async function fetchDaySlots(dayKey: string, signal?: AbortSignal): Promise<Slot[]> {
  const { data } = await http.get<Slot[]>('/planning/browse', { params: { dates: browseDateParam(dayKey) }, signal });
  return listFrom<Slot>(data, 'planning');
}

/** GET /api/articles/{id}/tariffs -> Tariff[] ordered by index (0 base, 1 equipment, 2 wristband). */
export async function fetchTariffs(article: number, signal?: AbortSignal): Promise<Tariff[]> {
  const { data } = await http.get<Tariff[]>(`/articles/${article}/tariffs`, { signal });
  return listFrom<Tariff>(data, 'tarifs');
}

/** An accessory of an activity (the contract's type). */
export type Accessory = ApiReply<'/api/v1/accessoires', 'get'>['data'][number];

/** GET /api/v1/accessoires -> { data: Accessory[] } */
export async function fetchAccessories(signal?: AbortSignal): Promise<Accessory[]> {
  const { data } = await http.get<{ data: Accessory[] }>('/v1/accessoires', { signal });
  return listFrom<Accessory>(data?.data, 'accessoires');
}

/** GET /api/v1/formules?oid= -> the offer's formulas. */
export async function fetchOfferFormulas(oid: number, signal?: AbortSignal): Promise<Formula[]> {
  const { data } = await http.get<{ data: Formula[] }>('/v1/formules', { params: { oid }, signal });
  return listFrom<Formula>(data?.data, 'formules').filter((formula) => formula.oid === oid);
}

/** An offer of an activity (the contract's type). */
export type Offer = ApiReply<'/api/v1/offres', 'get'>['data'][number];

/** GET /api/v1/offres?aid= -> the activity's offers. */
export async function fetchOffers(aid: number, signal?: AbortSignal): Promise<Offer[]> {
  const { data } = await http.get<{ data: Offer[] }>('/v1/offres', { params: { aid }, signal });
  return listFrom<Offer>(data?.data, 'offres');
}

/**
 * GET /api/planning/days?activity=&from=&days=&rooms= -> { days }: the Paris days of the window on which
 * the activity (and the rooms, when given) has a slot still bookable online.
 */
export async function fetchOpenDays(
  query: { aid: number; from: string; count: number; rooms?: readonly number[] },
  signal?: AbortSignal,
): Promise<OpenDays> {
  const params: Record<string, string | number> = {
    activity: query.aid,
    from: browseDateParam(query.from),
    days: query.count,
  };
  if (query.rooms?.length) params.rooms = query.rooms.join(',');
  const { data } = await http.get<{ days: string[]; slots?: Record<string, number> }>('/planning/days', {
    params,
    signal,
  });
  const slots = data?.slots !== null && typeof data?.slots === 'object' ? data.slots : undefined;
  return { from: query.from, count: query.count, days: listFrom<string>(data?.days, 'jours'), slots };
}

/** The slots of a Paris day as the data layer loads them (null: no day yet). Free places are never taken as fresh. */
export function daySlotsLoad(day: string | null): Load<Slot[]> {
  return {
    queryKey: ['mf_booking', 'creneaux', day],
    queryFn: ({ signal }) => fetchDaySlots(day!, signal),
    enabled: day !== null,
    staleTime: 0,
  };
}
