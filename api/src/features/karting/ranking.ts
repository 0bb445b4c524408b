import { and, asc, eq, exists, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { App } from '../../app';
import { clients, gameRegistrations, orders } from '../../db/schema';
import { sendMail, type MailMessage } from '../../mail';
import { parisDate, parisTime } from '../mailer/confirmation';
import { RESULTS_WINDOW_HOURS } from './registrations';

/**
 * The ranking e-mail of a karting session: once its results window closed (booking time + 2 h) and the
 * session has at least one lap time, every registered team's booker gets the session's ranking (players
 * by best lap; players without a time last). A session without times sends nothing until its first
 * results arrive, even late: the staff's results call then sends it at once (`sendRaceRankings`), else the
 * next sweep does. One e-mail per registration (its booker, its team highlighted), sent as the order
 * confirmation is (`mailer/send-once.ts`): a sender claims the row with a conditional UPDATE setting
 * `ranking_claimed_at` (not sent, and unclaimed or claimed more than `RANKING_CLAIM_SECONDS` ago), sends,
 * then sets `ranking_sent_at`. A failed send releases the claim for a later sweep; a sender that died
 * between its claim and its send leaves a claim that expires, and a later sweep sends the e-mail. (A sender
 * dying after the send and before `ranking_sent_at` means a second e-mail once the claim expired: at least
 * once, never lost.)
 *
 * The sweep is a queue: rows in the order they last became due, `coalesce(ranking_tried_at, results_due_at)`.
 * A try that sent nothing (failed send, nothing to rank yet) sets `ranking_tried_at`, which puts the row behind
 * every row due before that try, and the sweep leaves it for `RANKING_RETRY_SECONDS`: rows that keep failing
 * take turns with the others instead of filling every sweep's `limit`. New results for a session retry its
 * rows at once (`sendRaceRankings`), whenever they were last tried.
 */

/** How long a sender's claim on a ranking e-mail holds before another sender may try again (crash safety). */
export const RANKING_CLAIM_SECONDS = 120;

/** How long the sweep leaves a ranking e-mail that was tried without being sent before trying it again. */
export const RANKING_RETRY_SECONDS = 600;

type Registration = typeof gameRegistrations.$inferSelect;

export interface RankedPlayer {
  position: number | null;
  name: string;
  team: string;
  bestLapMs: number | null;
  laps: number;
}

/** The session's players ranked by best lap (ties by name); players without a time follow, unranked. Pure. */
export function rankSession(teams: readonly Pick<Registration, 'teamName' | 'players' | 'results'>[]): RankedPlayer[] {
  const all = teams.flatMap((team) =>
    team.players.map((player) => {
      const result = team.results.find((r) => r.PlayerName === player.PlayerName);
      return {
        name: player.PlayerName,
        team: team.teamName,
        bestLapMs: result?.BestLapMs ?? null,
        laps: result?.Laps ?? 0,
      };
    }),
  );
  const timed = all
    .filter((p) => p.bestLapMs !== null)
    .sort((a, b) => a.bestLapMs! - b.bestLapMs! || a.name.localeCompare(b.name, 'fr'));
  const untimed = all.filter((p) => p.bestLapMs === null);
  return [...timed.map((p, i) => ({ ...p, position: i + 1 })), ...untimed.map((p) => ({ ...p, position: null }))];
}

/** 1 min 02,345 s style lap time. */
export function lapTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(3).replace('.', ',').padStart(6, '0');
  return minutes ? `${minutes} min ${seconds} s` : `${seconds} s`;
}

const esc = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderRanking(input: {
  to: string;
  teamName: string;
  sessionStart: Date;
  ranking: RankedPlayer[];
  parkName: string;
}): MailMessage {
  const when = `${parisDate(input.sessionStart)} à ${parisTime(input.sessionStart)}`;
  const subject = `Classement de votre session de karting du ${when}`;
  const rows = input.ranking
    .map((p) => {
      const mine = p.team === input.teamName;
      return `<tr style="${mine ? 'background:#fff4e6;font-weight:bold' : ''}"><td style="padding:6px 8px">${p.position ?? '—'}</td><td style="padding:6px 8px">${esc(p.name)}</td><td style="padding:6px 8px">${esc(p.team)}</td><td style="padding:6px 8px;text-align:right">${p.bestLapMs !== null ? lapTime(p.bestLapMs) : 'sans temps'}</td><td style="padding:6px 8px;text-align:right">${p.laps}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1d1b22">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 6px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#5b2a86;color:#fff;padding:20px 24px;font-size:22px;font-weight:bold;border-bottom:5px solid #f28c28">${esc(input.parkName)} — Classement karting</td></tr>
<tr><td style="padding:24px 12px">
<p style="margin:0 0 12px">Bonjour,</p>
<p style="margin:0 0 16px">Voici le classement de la session du <strong>${when}</strong> de l’équipe <strong>${esc(input.teamName)}</strong>, au meilleur tour.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="background:#efe9f5;color:#5b2a86"><th align="left" style="padding:6px 8px">Place</th><th align="left" style="padding:6px 8px">Pilote</th><th align="left" style="padding:6px 8px">Équipe</th><th align="right" style="padding:6px 8px">Meilleur tour</th><th align="right" style="padding:6px 8px">Tours</th></tr>
${rows}</table>
<p style="margin:20px 0 0">Merci de votre visite et à très bientôt sur la piste !</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    'Bonjour,',
    '',
    `Classement de la session du ${when} (équipe ${input.teamName}), au meilleur tour :`,
    ...input.ranking.map(
      (p) =>
        `${p.position ?? '—'}. ${p.name} (${p.team}) — ${p.bestLapMs !== null ? lapTime(p.bestLapMs) : 'sans temps'} — ${p.laps} tour(s)`,
    ),
  ].join('\n');
  return { to: input.to, subject, html, text };
}

type Race = Pick<Registration, 'slotId' | 'bookingDate'>;

/** The registrations of the same session as `reg` (same slot, else the same booking time). */
const sameRace = (reg: Race): SQL =>
  reg.slotId !== null ? eq(gameRegistrations.slotId, reg.slotId) : eq(gameRegistrations.bookingDate, reg.bookingDate);

async function sessionTeams(app: App, reg: Registration): Promise<Registration[]> {
  return app.db.select().from(gameRegistrations).where(sameRace(reg)).orderBy(asc(gameRegistrations.id));
}

/** Some team of the registration's session has results (SQL, correlated with the outer row). */
function raceHasTimes(app: App): SQL {
  const timed = alias(gameRegistrations, 'timed');
  return exists(
    app.db
      .select({ one: sql`1` })
      .from(timed)
      .where(
        and(
          sql`jsonb_array_length(${timed.results}) > 0`,
          sql`(case when ${gameRegistrations.slotId} is not null then ${timed.slotId} = ${gameRegistrations.slotId}
            else ${timed.bookingDate} = ${gameRegistrations.bookingDate} end)`,
        ),
      ),
  );
}

/** Not sent, and no sender holds a live claim on it (unclaimed, or its sender's claim expired). */
function claimable(now: Date): SQL {
  const staleBefore = new Date(now.getTime() - RANKING_CLAIM_SECONDS * 1000);
  return and(
    isNull(gameRegistrations.rankingSentAt),
    or(isNull(gameRegistrations.rankingClaimedAt), lt(gameRegistrations.rankingClaimedAt, staleBefore)),
  )!;
}

/** Tried without being sent more than `RANKING_RETRY_SECONDS` ago, or never. */
function retryable(now: Date): SQL {
  const triedBefore = new Date(now.getTime() - RANKING_RETRY_SECONDS * 1000);
  return or(isNull(gameRegistrations.rankingTriedAt), lte(gameRegistrations.rankingTriedAt, triedBefore))!;
}

/** When the row last became due: its results window's end, or its last try that sent nothing (the queue's order). */
const dueSince = sql`coalesce(${gameRegistrations.rankingTriedAt}, ${gameRegistrations.resultsDueAt})`;

/** Gives the claim up (nothing sent) and records the try, so that a later sweep tries again, after the others. */
async function release(app: App, id: number, now: Date): Promise<void> {
  await app.db
    .update(gameRegistrations)
    .set({ rankingClaimedAt: null, rankingTriedAt: now })
    .where(and(eq(gameRegistrations.id, id), isNull(gameRegistrations.rankingSentAt)));
}

/**
 * Sends the ranking e-mail of every registration whose results window closed and whose session has lap
 * times (at most `limit` per call, those due longest first). Registrations another sender holds a live
 * claim on are left to it. The sweep (no `race`) leaves a row tried less than `RANKING_RETRY_SECONDS` ago;
 * with `race` (its session's results just changed), only that session's rows, tried now however recently.
 */
export async function sendDueRankings(app: App, now = new Date(), limit = 20, race?: Race): Promise<number[]> {
  const due = await app.db
    .select({ id: gameRegistrations.id })
    .from(gameRegistrations)
    .where(
      and(
        claimable(now),
        lte(gameRegistrations.resultsDueAt, now),
        race ? sameRace(race) : retryable(now),
        raceHasTimes(app),
      ),
    )
    .orderBy(asc(dueSince), asc(gameRegistrations.id))
    .limit(limit);
  const sent: number[] = [];
  for (const { id } of due) {
    // Claim: only the process whose UPDATE matched sends.
    const [reg] = await app.db
      .update(gameRegistrations)
      .set({ rankingClaimedAt: now })
      .where(and(eq(gameRegistrations.id, id), claimable(now)))
      .returning();
    if (!reg) continue;
    try {
      const [booker] = reg.orderId
        ? await app.db.select({ email: orders.email }).from(orders).where(eq(orders.id, reg.orderId))
        : await app.db.select({ email: clients.email }).from(clients).where(eq(clients.id, reg.clientId));
      if (!booker?.email) {
        // No one to write to: settled for good, as before (never retried).
        await app.db.update(gameRegistrations).set({ rankingSentAt: now }).where(eq(gameRegistrations.id, reg.id));
        continue;
      }
      const ranking = rankSession(await sessionTeams(app, reg));
      if (!ranking.some((p) => p.position !== null)) {
        // Results only for names no longer in their team: nothing to rank yet.
        await release(app, reg.id, now);
        continue;
      }
      const start = new Date(reg.resultsDueAt!.getTime() - RESULTS_WINDOW_HOURS * 3_600_000);
      await sendMail(
        app,
        renderRanking({
          to: booker.email,
          teamName: reg.teamName,
          sessionStart: start,
          ranking,
          parkName: app.config.parkName,
        }),
      );
      await app.db.update(gameRegistrations).set({ rankingSentAt: now }).where(eq(gameRegistrations.id, reg.id));
      sent.push(reg.id);
    } catch (err) {
      app.log.error({ err, registration: reg.id }, 'ranking e-mail failed; a later sweep retries');
      await release(app, reg.id, now);
    }
  }
  return sent;
}

/**
 * After the staff recorded results for a registration: when its window already closed (late results),
 * sends its session's rankings not sent yet, now. A failure is logged; the sweep sends them later.
 */
export async function sendRaceRankings(app: App, registrationId: number, now = new Date()): Promise<number[]> {
  try {
    const [reg] = await app.db.select().from(gameRegistrations).where(eq(gameRegistrations.id, registrationId));
    if (!reg?.resultsDueAt || reg.resultsDueAt > now) return [];
    return await sendDueRankings(app, now, 100, reg);
  } catch (err) {
    app.log.error({ err, registration: registrationId }, 'late ranking e-mails failed; the sweep retries');
    return [];
  }
}
