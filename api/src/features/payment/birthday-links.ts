import { paris } from './line-bounds';
import type { ClientLine } from './pricing';
import type { Catalogue, FormulaInfo, SlotInfo } from './catalogue-view';

/**
 * The places a birthday takes beside its own slot (spec §3 SubFormula, §5): for each activity formula
 * the birthday formula includes, one slot of that formula starting `start` minutes after the birthday.
 * The browser names those slots (`idPlanningLinked`); the server checks each against the catalogue.
 * Pure.
 */

type Fail = (message: string, code: string, status?: 400 | 409) => never;

/** The linked slot ids a line names: `idPlanningLinked`, an array or a comma-separated string. */
export function linkedSlotIdsOf(line: Pick<ClientLine, 'idPlanningLinked'>): number[] {
  const raw = line.idPlanningLinked;
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw != null ? [raw] : [];
  return values
    .map((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0);
}

/**
 * The linked slots of a birthday line, one per link of its formula, matched by formula and start time;
 * `check` applies the ordinary slot checks (exists, not deleted, of the formula, cutoff). Fails when a
 * link has no slot, a slot matches no link, or a line that is not a birthday names linked slots.
 */
export function birthdayLinkedSlots(
  line: Pick<ClientLine, 'idPlanningLinked'>,
  formula: FormulaInfo,
  main: SlotInfo,
  catalogue: Catalogue,
  check: (slot: SlotInfo | undefined, id: number, formula: FormulaInfo) => void,
  fail: Fail,
): number[] {
  const ids = linkedSlotIdsOf(line);
  if (new Set(ids).size !== ids.length) fail('un créneau lié est nommé deux fois.', 'BIRTHDAY_LINKED_SLOTS');
  if (formula.links.length === 0) {
    if (ids.length) fail('cette réservation ne comprend pas d’activité liée.', 'UNEXPECTED_SLOT');
    return [];
  }
  if (ids.length !== formula.links.length)
    fail(
      `l'anniversaire se réserve avec un créneau pour chacune de ses ${formula.links.length} activités liées.`,
      'BIRTHDAY_LINKED_SLOTS',
    );
  const unused = new Set(ids);
  for (const link of formula.links) {
    const linked = catalogue.formulas.get(link.fid);
    if (!linked) return fail(`la formule liée ${link.fid} n'existe pas.`, 'BIRTHDAY_LINKED_SLOTS');
    const at = main.startsAt.getTime() + link.offsetMinutes * 60_000;
    const match = [...unused].find((id) => {
      const slot = catalogue.slots.get(id);
      if (!slot || slot.startsAt.getTime() !== at) return false;
      return linked.rooms.length ? linked.rooms.includes(slot.roomId) : slot.activityId === linked.aid;
    });
    if (match === undefined)
      return fail(
        `il manque le créneau « ${linked.name} » du ${paris(new Date(at))} compris dans l'anniversaire.`,
        'BIRTHDAY_LINKED_SLOTS',
      );
    check(catalogue.slots.get(match), match, linked);
    unused.delete(match);
  }
  return ids;
}
