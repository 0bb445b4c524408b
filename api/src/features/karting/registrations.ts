import moment from 'moment-timezone';
import { gameRegistrations } from '../../db/schema';
import type { PlannedLine } from '../sales/plan';
import type { DbOrTx } from '../sales/places';

/**
 * 'Players booking time adds 2 hours' (spec §9): a team's session stays open for results two hours
 * from its booking time (the slot's start); then its ranking is e-mailed to the booker.
 */
export const RESULTS_WINDOW_HOURS = 2;

export const resultsDueAt = (bookingTime: Date) => new Date(bookingTime.getTime() + RESULTS_WINDOW_HOURS * 3_600_000);

/** The booking time as VGPSvc's BookingDate (Paris time with its offset). */
export const bookingDateOf = (start: Date) => moment(start).tz('Europe/Paris').format('YYYY-MM-DDTHH:mm:ssZ');

/** At settlement: the team and player names of a paid booking line, recorded for its session's ranking. */
export async function registerPlayers(
  tx: DbOrTx,
  { orderId, clientId, line }: { orderId: number; clientId: number; line: PlannedLine },
): Promise<void> {
  const players = line.details.players;
  if (!players || line.slotId === null || !line.startsAt || !players.players.length) return;
  await tx.insert(gameRegistrations).values({
    clientId,
    orderId,
    slotId: line.slotId,
    teamName: players.TeamName,
    gameValue: players.GameValue,
    bookingDate: bookingDateOf(line.startsAt),
    resultsDueAt: resultsDueAt(line.startsAt),
    players: players.players.map((name) => ({ PlayerName: name, PlayerEMail: '', Language: 'fr' })),
  });
}
