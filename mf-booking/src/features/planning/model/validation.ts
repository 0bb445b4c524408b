import type { Bounds } from '../../../shared/model/bounds';
import { instantMs } from '../../../shared/model/time';
import type { BookingKind } from '../../../shared/model/types';

/** Visitor messages of the planning page, exactly as the specification writes them (§5, §8). */
export const PLANNING_MESSAGES = {
  negativeParticipants: 'Le nombre de participants est négatif.',
  packParticipants: 'Erreur liée au nombre des participants, essayer une autre fois.',
  noSlotSelected: "Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.",
  noTicket: 'Aucun billet disponible. Veuillez choisir une autre date.',
  // Not in the specification (it has no message for these cases): kept short and plain.
  tooManyParticipants: 'Le nombre de participants dépasse les places disponibles pour ce créneau.',
  invalidSpectators: "Le nombre de spectateurs n'est pas valide.",
  slotFull: 'Ce créneau est complet. Veuillez choisir un autre créneau.',
  keptSlotGone: "Le créneau que vous aviez choisi n'est plus disponible. Veuillez choisir un autre créneau.",
} as const;

export interface SelectionToValidate {
  kind: BookingKind;
  /** How many slots the day offers (after the filtering rules). */
  offeredCount: number;
  /** Whether a slot is selected, and whether it can be chosen with the current counts. */
  selected: { selectable: boolean } | null;
  participants: number;
  /** At least 1, or the activity's minimum. */
  minimumParticipants: number;
  participantBounds: Bounds;
  spectators: number;
  spectatorBounds: Bounds;
}

/** The first problem of a planning selection, as the visitor message, or null when it can be validated. */
export function validateSelection(selection: SelectionToValidate): string | null {
  const pack = selection.kind === 'pack';
  if (selection.offeredCount === 0) return PLANNING_MESSAGES.noTicket;
  if (!selection.selected) return PLANNING_MESSAGES.noSlotSelected;
  const participants = selection.participants;
  if (!Number.isInteger(participants) || participants < selection.minimumParticipants) {
    return pack ? PLANNING_MESSAGES.packParticipants : PLANNING_MESSAGES.negativeParticipants;
  }
  if (participants > selection.participantBounds.max) {
    return pack ? PLANNING_MESSAGES.packParticipants : PLANNING_MESSAGES.tooManyParticipants;
  }
  const spectators = selection.spectators;
  if (
    !Number.isInteger(spectators) ||
    spectators < selection.spectatorBounds.min ||
    spectators > selection.spectatorBounds.max
  ) {
    return PLANNING_MESSAGES.invalidSpectators;
  }
  if (!selection.selected.selectable) return pack ? PLANNING_MESSAGES.packParticipants : PLANNING_MESSAGES.slotFull;
  return null;
}

/** The pack's slot chosen at a later step overlaps one chosen before: the same people do one activity at a time. */
export const packOverlapMessage = (activity: string) =>
  `Ce créneau chevauche celui de ${activity} : choisissez un horaire avant ou après, une activité après l’autre.`;

/** The earlier pack slot that the chosen one overlaps (the server refuses such a pack), or null. */
export function packClash<T extends { select: string; end: string }>(
  earlier: readonly T[],
  chosen: { start: string; end: string },
): T | null {
  const start = instantMs(chosen.start);
  const end = instantMs(chosen.end);
  return earlier.find((s) => instantMs(s.select) < end && start < instantMs(s.end)) ?? null;
}
