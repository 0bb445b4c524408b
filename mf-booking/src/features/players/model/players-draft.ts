import type { BasketPlayers } from 'shared-events';
import { MAX_PLAYERS, NAME_MAX, playerNames, toPlayers, validatePlayers, type PlayersValues } from './players-form';

/**
 * The team names kept in the browser's session while a karting booking is made (typed in the dialog, or confirmed),
 * read back after a reload. A stored value may be stale or forged: only the form's own fields, as text of the
 * form's length, are kept; anything else is ignored.
 */

const FIELDS: readonly string[] = ['TeamName', ...Array.from({ length: MAX_PLAYERS }, (_, i) => `player_${i + 1}`)];

/** The form's values in a stored draft (its fields that are text of at most 40 characters), undefined when none. */
export function readPlayersDraft(value: unknown): PlayersValues | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const text = Object.prototype.hasOwnProperty.call(stored, field) ? stored[field] : undefined;
    if (typeof text === 'string' && text.length <= NAME_MAX) values[field] = text;
  }
  return Object.keys(values).length ? (values as PlayersValues) : undefined;
}

/**
 * A confirmed team read back from a stored draft: the team name and drivers 1 to n, each valid, else null. Its date
 * and game are the booking's own (never the stored ones).
 */
export function readTeamDraft(
  value: unknown,
  context: { bookingDate: string; gameValue: string },
): BasketPlayers | null {
  const values = readPlayersDraft(value);
  if (!values) return null;
  const count = playerNames({ BookingDate: '', GameValue: '', TeamName: '', ...values }).length;
  if (count === 0 || Object.keys(validatePlayers(values, count)).length) return null;
  // Drivers 1 to n with no gap: a name after a missing one is not the form's.
  if (Object.keys(values).length !== count + 1) return null;
  return toPlayers(values, count, context);
}
