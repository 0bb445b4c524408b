import { Type, type Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRegistrations, orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { isEmail } from '../../shared/email';
import { boundedText, LineTextError, MAX_PLAYERS, TEXT_LIMITS } from '../payment/line-text';
import { bookingDateOf, resultsDueAt } from './registrations';

export const NO_SUCH_TEAM = 'Aucune équipe de ce nom pour cette session.';

const PlayerSchema = Type.Object({
  PlayerEMail: Type.Optional(Type.String({ maxLength: 254 })),
  PlayerName: Type.String({ maxLength: 200 }),
  Language: Type.Optional(Type.String({ maxLength: 10 })),
  /** Results, from the track's staff only: the player's best lap (ms) and laps driven. */
  BestLapMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 3_600_000 })),
  Laps: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});

export const GameRegistrationSchema = Type.Object({
  TeamName: Type.String({ maxLength: 200 }),
  GameValue: Type.Optional(Type.String({ maxLength: 200 })),
  BookingDate: Type.String({ maxLength: 40 }),
  Players: Type.Array(PlayerSchema, { minItems: 1, maxItems: MAX_PLAYERS }),
});

export type TeamBody = Static<typeof GameRegistrationSchema>;

function checked(body: TeamBody) {
  try {
    const bookingDate = body.BookingDate.trim();
    const at = new Date(bookingDate);
    if (!bookingDate || Number.isNaN(at.getTime())) throw new LineTextError('La date de la partie est invalide.');
    return {
      at,
      teamName: boundedText(body.TeamName, TEXT_LIMITS.name, "Le nom de l'équipe", true),
      gameValue: boundedText(body.GameValue ?? '', TEXT_LIMITS.gameValue, 'La partie'),
      players: body.Players.map((player, i) => {
        const email = (player.PlayerEMail ?? '').trim();
        if (email && !isEmail(email)) throw new LineTextError('Adresse email est invalide');
        return {
          PlayerName: boundedText(player.PlayerName, TEXT_LIMITS.name, `Le nom du joueur ${i + 1}`, true),
          PlayerEMail: email,
          Language: /^[a-z]{2}(-[A-Z]{2})?$/.test(player.Language ?? '') ? player.Language! : 'fr',
        };
      }),
    };
  } catch (err) {
    if (err instanceof LineTextError) throw new HttpError(400, err.message, 'BAD_FORM');
    throw err;
  }
}

/**
 * The booker's team and players for a session (linked to their paid booking at that time, if any); the same
 * team of the same booking (recorded at payment) is updated, not doubled.
 */
export async function registerTeam(db: Db, clientId: number, body: TeamBody): Promise<{ result: boolean; id: number }> {
  if (body.Players.some((p) => p.BestLapMs !== undefined || p.Laps !== undefined))
    throw new HttpError(403, 'Seul le personnel de la piste enregistre les résultats.');
  const form = checked(body);
  // The booker's paid karting booking at that time (its order line starts then).
  const [booking] = await db
    .select({ orderId: orders.id, slotId: orderLines.slotId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.clientId, clientId), eq(orderLines.startsAt, form.at)))
    .limit(1);
  const values = {
    clientId,
    teamName: form.teamName,
    gameValue: form.gameValue,
    bookingDate: booking?.slotId ? bookingDateOf(form.at) : body.BookingDate.trim(),
    players: form.players,
    orderId: booking?.orderId ?? null,
    slotId: booking?.slotId ?? null,
    resultsDueAt: resultsDueAt(form.at),
  };
  // The same team of the same booking (recorded at payment) is updated, not doubled.
  const [existing] = booking?.slotId
    ? await db
        .select({ id: gameRegistrations.id })
        .from(gameRegistrations)
        .where(
          and(
            eq(gameRegistrations.clientId, clientId),
            eq(gameRegistrations.slotId, booking.slotId),
            eq(gameRegistrations.teamName, form.teamName),
          ),
        )
    : [];
  if (existing) {
    await db.update(gameRegistrations).set(values).where(eq(gameRegistrations.id, existing.id));
    return { result: true, id: existing.id };
  }
  const [row] = await db.insert(gameRegistrations).values(values).returning({ id: gameRegistrations.id });
  return { result: true, id: row!.id };
}

/** The staff's results for a team of a session (matched by its booking time and team name). */
export async function recordResults(db: Db, body: TeamBody): Promise<{ result: boolean; id: number }> {
  const form = checked(body);
  const due = resultsDueAt(form.at);
  const [team] = await db
    .select()
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.resultsDueAt, due), eq(gameRegistrations.teamName, form.teamName)))
    .limit(1);
  if (!team) throw new HttpError(404, NO_SUCH_TEAM);
  const results = body.Players.flatMap((player, i) => {
    const name = form.players[i]!.PlayerName;
    if (player.BestLapMs === undefined) return [];
    if (!team.players.some((p) => p.PlayerName === name))
      throw new HttpError(400, `Le joueur ${name} n'est pas de l'équipe ${team.teamName}.`, 'BAD_FORM');
    return [{ PlayerName: name, BestLapMs: player.BestLapMs, Laps: player.Laps ?? 0 }];
  });
  const merged = [...team.results.filter((r) => !results.some((n) => n.PlayerName === r.PlayerName)), ...results];
  await db.update(gameRegistrations).set({ results: merged }).where(eq(gameRegistrations.id, team.id));
  return { result: true, id: team.id };
}
