import type { BasketLine } from 'shared-events';
import type { BookedPackSlot, BookedSlot } from './basket-lines';
import { linkedSlotChoice, type BirthdayLink, type LinkContext } from './slot-rules';
import type { Activity, Formula, Slot, SubFormula } from './types';
import { parseIdList } from './types';

/** One activity of a duo pack, in pack order. */
export interface PackStep {
  name: string;
  activity: Activity;
  formula: Formula | null;
}

/**
 * The activities of a duo pack: each article id of relatedPack names the formula selling it, whose
 * activity is booked at that step. A pack naming nothing usable books its own activity once.
 */
export function packSteps(
  pack: Formula,
  ownActivity: Activity,
  formulas: readonly Formula[],
  activities: readonly Activity[],
): PackStep[] {
  const steps: PackStep[] = [];
  for (const article of parseIdList(pack.relatedPack)) {
    const formula = formulas.find((candidate) => candidate.article === article && candidate.fid !== pack.fid);
    const activity = formula ? activities.find((candidate) => candidate.aid === formula.aid) : undefined;
    if (formula && activity) steps.push({ name: activity.name, activity, formula });
  }
  return steps.length > 0 ? steps : [{ name: ownActivity.name, activity: ownActivity, formula: null }];
}

/**
 * The activities a birthday formula also needs places in, with their start offsets and codes (each linked slot is
 * held to its own activity's cut-off; an activity not listed has the ordinary one, as on the server).
 */
export function birthdayLinks(
  fid: number,
  subFormulas: readonly SubFormula[],
  formulas: readonly Formula[],
  activities: readonly Pick<Activity, 'aid' | 'code'>[],
): BirthdayLink[] {
  return subFormulas
    .filter((link) => link.anniv_formule === fid)
    .flatMap((link) => {
      const linked = formulas.find((formula) => formula.fid === link.linked_formule);
      if (!linked) return [];
      const rooms = parseIdList(linked.rooms);
      return [
        {
          aid: linked.aid,
          code: activities.find((activity) => activity.aid === linked.aid)?.code ?? '',
          offsetMinutes: Number.isFinite(link.start) ? link.start : 0,
          ...(rooms.length ? { rooms } : {}),
        },
      ];
    });
}

/**
 * The booked time of a chosen slot; a birthday also names its linked slots (when every link has a bookable one at
 * the clock and with the basket of `context`).
 */
export function bookedSlot(
  slot: Slot,
  links: readonly BirthdayLink[],
  daySlots: readonly Slot[],
  context: LinkContext,
): BookedSlot {
  const booked: BookedSlot = { idPlanning: slot.id, select: slot.start, end: slot.end, idRoom: slot.idRoom };
  const linked = links.length ? linkedSlotChoice(slot, links, daySlots, context) : null;
  return linked ? { ...booked, linked } : booked;
}

/** The booked time of a dated basket line being edited (a birthday keeps its linked slots). */
/** The slots of a duo pack line (its `dates`, in step order), to edit it again with the pencil. */
export function packSlotsOfLine(line: BasketLine): BookedPackSlot[] {
  return (line.dates ?? []).map((d) => ({
    idPlanning: d.idPlanning,
    select: d.select,
    end: d.end ?? d.select,
    idRoom: d.idRoom ?? 0,
    name: d.name,
  }));
}

export function bookedFromLine(line: BasketLine): BookedSlot {
  const booked: BookedSlot = {
    idPlanning: line.idPlanning!,
    select: line.select!,
    end: line.end ?? line.select!,
    idRoom: line.idRoom ?? 0,
  };
  return line.idPlanningLinked?.length ? { ...booked, linked: [...line.idPlanningLinked] } : booked;
}
