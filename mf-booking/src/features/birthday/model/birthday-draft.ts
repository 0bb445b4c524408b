import type { BasketBirthday } from 'shared-events';
import { CAKES, LIMITS, toBirthday, validateBirthday, type BirthdayValues } from './birthday-form';

/**
 * The birthday child form kept in the browser's session while the booking is made (typed in the dialog, or
 * confirmed), read back after a reload. A stored value may be stale or forged: each field is kept only when it is
 * what the form itself could hold; anything else is ignored.
 */

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The form's values in a stored draft, undefined when none is usable. */
export function readBirthdayDraft(value: unknown): BirthdayValues | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  const values: BirthdayValues = {};
  if (isText(stored.nom, LIMITS.nom)) values.nom = stored.nom;
  // What the number field holds: digits (3 at most) or nothing yet.
  if (isText(stored.age, 3) && /^\d*$/.test(stored.age)) values.age = stored.age;
  if (CAKES.some((cake) => String(cake.id) === stored.gateau)) values.gateau = stored.gateau as string;
  if (isText(stored.commentaires, LIMITS.commentaires)) values.commentaires = stored.commentaires;
  return Object.keys(values).length ? values : undefined;
}

/** A confirmed child form read back from a stored draft: the line's `anniversaires` when every field is valid. */
export function readChildDraft(value: unknown): BasketBirthday | null {
  const values = readBirthdayDraft(value);
  if (!values || Object.keys(validateBirthday(values)).length) return null;
  return toBirthday(values);
}
