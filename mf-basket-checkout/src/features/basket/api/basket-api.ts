/** The basket's calls (spec §7): promo code check, planning browse and availability. */
import { http, httpStatus, parkQueryClient, type Load } from 'shared-events';
import type { BasketLine, Id, PromoCode } from '../../../shared/platform/types';
import {
  availabilityFromSlots,
  availabilityItems,
  lineSlotIds,
  markFullLines,
  planningDays,
  type LineVerdict,
  type PlanningSlot,
  type SlotAvailability,
} from '../model/basket-rules';

export type PromoCheck = { ok: true; code: PromoCode } | { ok: false };

/** POST /api/v1/codepromos/check { label }: 200 with data.codePromo, 404 when unknown or expired. */
export async function checkPromoCode(label: string): Promise<PromoCheck> {
  try {
    const { data } = await http.post<{ statusCode?: number; data?: { codePromo?: Partial<PromoCode> } }>(
      '/v1/codepromos/check',
      { label },
    );
    const code = data?.data?.codePromo;
    if ((data?.statusCode ?? 200) !== 200 || !code || typeof code.percentage !== 'number') return { ok: false };
    return {
      ok: true,
      code: {
        label: typeof code.label === 'string' ? code.label : label,
        articles: String(code.articles ?? ''),
        percentage: code.percentage,
      },
    };
  } catch {
    return { ok: false };
  }
}

/** GET /api/planning/browse?dates=YYYY-MM-D for each day. */
export async function browsePlanning(days: string[]): Promise<PlanningSlot[]> {
  const answers = await Promise.all(
    days.map((day) => http.get<PlanningSlot[]>('/planning/browse', { params: { dates: day } }).then((r) => r.data)),
  );
  return answers.flat().filter((s): s is PlanningSlot => Boolean(s) && typeof s === 'object');
}

interface AvailabilityAnswerItem {
  idPlanning?: Id;
  id?: Id;
  placesEmpty?: number;
  free?: number;
  available?: boolean | number;
  /** the API's verdict for the quantity asked (false: not enough places, or slot closed) */
  ok?: boolean;
  /** why not ok: 'full' (then `free` says how many are left), 'deleted', 'past', 'unknown' */
  problem?: string;
  deleted?: boolean;
}

function readAvailability(body: unknown, requested: Array<{ idPlanning: Id; qty: number }>): SlotAvailability[] {
  const list: unknown = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as Record<string, unknown>).items ??
        (body as Record<string, unknown>).data ??
        (body as Record<string, unknown>).slots)
      : null;
  if (!Array.isArray(list)) throw new Error('unexpected availability answer');
  return (list as AvailabilityAnswerItem[]).map((item) => {
    const idPlanning = item.idPlanning ?? item.id ?? '';
    const free =
      typeof item.placesEmpty === 'number'
        ? item.placesEmpty
        : typeof item.free === 'number'
          ? item.free
          : typeof item.available === 'number'
            ? item.available
            : typeof item.available === 'boolean'
              ? item.available
                ? Number.POSITIVE_INFINITY
                : // a refused item: fewer places than asked
                  (requested.find((r) => String(r.idPlanning) === String(idPlanning))?.qty ?? 1) - 1
              : null;
    // A slot the API refuses for the asked quantity is unavailable for every line on it, unless the API says it is
    // only short of places and how many are left (then the lines take them in basket order: markFullLines).
    const short = item.problem === 'full' && typeof item.free === 'number';
    return { idPlanning, free, deleted: Boolean(item.deleted) || (item.ok === false && !short) };
  });
}

/**
 * Free places of the basket's slots: POST /api/planning/availability { items }, falling back to
 * GET /api/planning/browse for the given days when the API has no availability call (404/405).
 */
export async function checkAvailability(
  items: Array<{ idPlanning: Id; qty: number }>,
  days: string[],
): Promise<SlotAvailability[]> {
  if (items.length === 0) return [];
  try {
    const { data } = await http.post<unknown>('/planning/availability', { items });
    return readAvailability(data, items);
  } catch (error) {
    const status = httpStatus(error);
    if (status !== 404 && status !== 405 && status !== 501) throw error;
  }
  return availabilityFromSlots(await browsePlanning(days));
}

/** The API's verdict on each line it was sent, by index (`lines` in its answer), or null when it gave none. */
function readLineVerdicts(body: unknown, sent: BasketLine[]): LineVerdict[] | null {
  const list = body && typeof body === 'object' ? (body as { lines?: unknown }).lines : undefined;
  if (!Array.isArray(list)) return null;
  return list.flatMap((item: { index?: unknown; ok?: unknown }) => {
    const line = typeof item?.index === 'number' ? sent[item.index] : undefined;
    return line && typeof item.ok === 'boolean' ? [{ nid: line.nid, ok: item.ok }] : [];
  });
}

/**
 * 'Valider mes horaires': whether each line's places can still be held. POST /api/planning/availability with the
 * basket's `lines` as the payment start sends them: the API judges each line with its own rules (every slot of a
 * duo pack or a birthday, a virtual-reality arena whole, without the visitor's own pending payment, which the next
 * one replaces; the session's token goes with every call). The `items` go too, for an API that only reads them;
 * then, or without the call (404/405: the planning browse), the lines are judged here from the slots' free places.
 * Lines holding no slot are not asked about.
 */
export async function checkLines(lines: BasketLine[]): Promise<LineVerdict[]> {
  const items = availabilityItems(lines);
  if (items.length === 0) return [];
  let slots: SlotAvailability[];
  try {
    const { data } = await http.post<unknown>('/planning/availability', { items, lines });
    const verdicts = readLineVerdicts(data, lines);
    if (verdicts) return verdicts;
    slots = readAvailability(data, items);
  } catch (error) {
    const status = httpStatus(error);
    if (status !== 404 && status !== 405 && status !== 501) throw error;
    slots = availabilityFromSlots(await browsePlanning(planningDays(lines)));
  }
  return markFullLines(lines, slots)
    .filter((line) => lineSlotIds(line).length > 0)
    .map((line) => ({ nid: line.nid, ok: !line.complet }));
}

type ActivityCodes = Array<{ aid: Id; code?: string | null }>;

/** The activities' catalogue codes (GET /api/v1/activites), a load of the page's data layer (fresh 60 s). */
export const activityCodesLoad: Load<ActivityCodes> = {
  queryKey: ['basket', 'activity-codes'],
  queryFn: ({ signal }) =>
    http
      .get<{ data?: ActivityCodes }>('/v1/activites', { signal })
      .then((r) => (Array.isArray(r.data?.data) ? r.data.data : [])),
};

/**
 * GET /api/v1/parc: the park's customer service phone (spec §8), a deployment setting of the API (PARK_PHONE); asked
 * only when a purchase went wrong (/panier?type=error).
 */
const parkContactLoad: Load<{ name: string; phone: string }> = {
  queryKey: ['basket', 'park-contact'],
  queryFn: ({ signal }) => http.get<{ name: string; phone: string }>('/v1/parc', { signal }).then((r) => r.data),
};

/** The customer service phone, or null when the API cannot tell it (asked again next time). */
export async function customerServicePhone(): Promise<string | null> {
  const contact = await parkQueryClient()
    .fetchQuery({ ...parkContactLoad, retry: false })
    .catch(() => null);
  return contact?.phone || null;
}

/**
 * The catalogue code of an activity, null when the catalogue does not know it. Rejects when the catalogue cannot be
 * read (asked again next time): the code decides which page edits a line (a company or events line has its own).
 */
export async function activityCode(aid: Id | null | undefined): Promise<string | null> {
  if (aid === null || aid === undefined) return null;
  const activities = await parkQueryClient().fetchQuery(activityCodesLoad);
  const found = activities.find((a) => String(a.aid) === String(aid));
  return found?.code ?? null;
}
