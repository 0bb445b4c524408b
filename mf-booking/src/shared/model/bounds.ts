import type { Activity } from './types';

export interface Bounds {
  min: number;
  max: number;
}

/** The spec's participant ranges (§9), used when the API gives none for an activity. */
export const PARTICIPANT_RANGES: Readonly<Record<string, Bounds>> = {
  karting: { min: 0, max: 10 },
  trampoline: { min: 0, max: 60 },
  bowling: { min: 0, max: 50 },
  'bar-games': { min: 1, max: 4 },
  birthday: { min: 1, max: 50 },
  'virtual-reality': { min: 1, max: 8 },
  karaoke: { min: 1, max: 6 },
  playground: { min: 0, max: 10 },
  events: { min: 0, max: 50 },
  subscription: { min: 0, max: 50 },
};

const FALLBACK_RANGE: Bounds = { min: 0, max: 50 };

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The activity's own range: the API's min/max when valid, else the spec's range for its code. */
export function activityRange(activity: Pick<Activity, 'code' | 'minParticipants' | 'maxParticipants'>): Bounds {
  const fallback = PARTICIPANT_RANGES[activity.code] ?? FALLBACK_RANGE;
  const min = isCount(activity.minParticipants) ? activity.minParticipants : fallback.min;
  const max =
    isCount(activity.maxParticipants) && activity.maxParticipants >= min
      ? activity.maxParticipants
      : Math.max(min, fallback.max);
  return { min, max };
}

/** The fewest participants a booking may have: at least 1, or the activity's minimum when higher. */
export function minimumParticipants(activity: Pick<Activity, 'code' | 'minParticipants' | 'maxParticipants'>): number {
  return Math.max(1, activityRange(activity).min);
}

/**
 * Bounds of the participant counter: the activity's range, the maximum lowered to the selected slot's
 * free places when a slot is selected. The maximum never goes below 0.
 */
export function participantBounds(
  activity: Pick<Activity, 'code' | 'minParticipants' | 'maxParticipants'>,
  freePlacesOfSlot: number | null,
): Bounds {
  const range = activityRange(activity);
  const max = freePlacesOfSlot == null ? range.max : Math.min(range.max, Math.max(0, freePlacesOfSlot));
  return { min: range.min, max };
}

/** Spectators: 0 to spectatorFactor × participants. */
export function spectatorBounds(activity: Pick<Activity, 'spectatorFactor'>, participants: number): Bounds {
  const factor = isCount(activity.spectatorFactor) ? activity.spectatorFactor : 0;
  return { min: 0, max: Math.max(0, factor * Math.max(0, Math.floor(participants))) };
}

/** Keeps a count inside bounds (a non-number becomes the minimum). */
export function clampCount(value: number, bounds: Bounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(Math.max(Math.floor(value), bounds.min), Math.max(bounds.min, bounds.max));
}

/** The participant count a new booking starts with. */
export function defaultParticipants(activity: Pick<Activity, 'code' | 'minParticipants' | 'maxParticipants'>): number {
  const range = activityRange(activity);
  return Math.min(minimumParticipants(activity), range.max);
}
