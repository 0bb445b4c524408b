import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { Db } from '../../db/client';
import { planningSlots, slotHolds, transactions } from '../../db/schema';
import { activeHold } from '../../shared/active-holds';

/**
 * Place holds: while a buyer pays, the places of their slots are held so nobody else can take
 * them. A hold is active until it is released (refusal, cancellation, expiry), consumed
 * (settlement takes the places) or its expiry passes (then it is simply ignored).
 */

export const SLOT_FULL_MESSAGE =
  'Votre panier contient un ou plusieur créneaux horaires complet! Merci de sélectionner un autre créneau horaire.';

export type SlotProblem =
  | { kind: 'unknown'; slotId: number }
  | { kind: 'deleted'; slotId: number; startsAt: Date }
  | { kind: 'past'; slotId: number; startsAt: Date }
  | { kind: 'full'; slotId: number; startsAt: Date; free: number; wanted: number };

export class SlotError extends Error {
  constructor(public readonly problem: SlotProblem) {
    super(slotProblemMessage(problem));
  }
}

function parisLabel(d: Date): string {
  return moment(d).tz('Europe/Paris').format('DD/MM/YYYY [à] HH:mm');
}

export function slotProblemMessage(p: SlotProblem): string {
  switch (p.kind) {
    case 'unknown':
      return `Le créneau ${p.slotId} n'existe pas. Merci de sélectionner un autre créneau horaire.`;
    case 'deleted':
      return `Le créneau du ${parisLabel(p.startsAt)} n'est plus proposé. Merci de sélectionner un autre créneau horaire.`;
    case 'past':
      return `Le créneau du ${parisLabel(p.startsAt)} est déjà passé. Merci de sélectionner un autre créneau horaire.`;
    case 'full':
      return SLOT_FULL_MESSAGE;
  }
}

export function slotProblemStatus(p: SlotProblem): number {
  return p.kind === 'full' || p.kind === 'deleted' ? 409 : 400;
}

/**
 * The transactions a new payment of the client would supersede (see `supersedeClientPending`): its pending ones.
 * Only those holding places are cancelled, which changes nothing for the holds they hold.
 */
function pendingOfClient(clientId: number): SQL {
  return and(eq(transactions.clientId, clientId), eq(transactions.status, 'pending')) as SQL;
}

/**
 * Places held by active holds, per slot. With `exceptClientId`, the holds of that client's pending payments are
 * not counted: a new payment of that client cancels them first (decision 0004), so they never stand in its way.
 */
export async function activeHeldPlaces(
  db: Db,
  slotIds: number[],
  now: Date,
  exceptClientId: number | null = null,
): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const own =
    exceptClientId === null
      ? undefined
      : notInArray(
          slotHolds.reference,
          db.select({ reference: transactions.reference }).from(transactions).where(pendingOfClient(exceptClientId)),
        );
  const rows = await db
    .select({ slotId: slotHolds.slotId, held: sql<string>`coalesce(sum(${slotHolds.qty}), 0)` })
    .from(slotHolds)
    .where(and(inArray(slotHolds.slotId, slotIds), activeHold(now), own))
    .groupBy(slotHolds.slotId);
  return new Map(rows.map((r) => [r.slotId, Number(r.held)]));
}

export interface SlotAvailability {
  idPlanning: number;
  qty: number;
  free: number;
  ok: boolean;
  problem?: SlotProblem['kind'];
}

/**
 * Free places (places_max - places_taken - active holds) for each wanted quantity; no lock. For a signed-in
 * client (`clientId`), the holds its next payment would supersede are not counted (as `initiatePayment` does).
 */
export async function checkAvailability(
  db: Db,
  items: Array<{ idPlanning: number; qty: number }>,
  now: Date,
  clientId: number | null = null,
): Promise<SlotAvailability[]> {
  const ids = [...new Set(items.map((i) => i.idPlanning))];
  const slots = ids.length ? await db.select().from(planningSlots).where(inArray(planningSlots.id, ids)) : [];
  const byId = new Map(slots.map((s) => [s.id, s]));
  const held = await activeHeldPlaces(db, ids, now, clientId);
  // Several items on one slot must fit together.
  const wantedPerSlot = new Map<number, number>();
  for (const i of items) wantedPerSlot.set(i.idPlanning, (wantedPerSlot.get(i.idPlanning) ?? 0) + i.qty);
  return items.map((item) => {
    const slot = byId.get(item.idPlanning);
    if (!slot) return { idPlanning: item.idPlanning, qty: item.qty, free: 0, ok: false, problem: 'unknown' as const };
    const free = Math.max(0, slot.placesMax - slot.placesTaken - (held.get(slot.id) ?? 0));
    if (slot.deleted)
      return { idPlanning: item.idPlanning, qty: item.qty, free: 0, ok: false, problem: 'deleted' as const };
    if (slot.startsAt.getTime() <= now.getTime())
      return { idPlanning: item.idPlanning, qty: item.qty, free, ok: false, problem: 'past' as const };
    const ok = free >= (wantedPerSlot.get(slot.id) ?? item.qty);
    return ok
      ? { idPlanning: item.idPlanning, qty: item.qty, free, ok }
      : { idPlanning: item.idPlanning, qty: item.qty, free, ok, problem: 'full' as const };
  });
}

/**
 * Inside a database transaction: locks the slots (FOR UPDATE, in id order so concurrent buyers
 * never deadlock), checks each has enough free places and inserts the holds. Throws SlotError.
 */
export async function holdPlaces(
  tx: Db,
  reference: string,
  wanted: Map<number, number>,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const slots = await tx
    .select()
    .from(planningSlots)
    .where(inArray(planningSlots.id, ids))
    .orderBy(planningSlots.id)
    .for('update');
  const byId = new Map(slots.map((s) => [s.id, s]));
  const held = await activeHeldPlaces(tx, ids, now);
  for (const id of ids) {
    const slot = byId.get(id);
    if (!slot) throw new SlotError({ kind: 'unknown', slotId: id });
    if (slot.deleted) throw new SlotError({ kind: 'deleted', slotId: id, startsAt: slot.startsAt });
    if (slot.startsAt.getTime() <= now.getTime())
      throw new SlotError({ kind: 'past', slotId: id, startsAt: slot.startsAt });
    const free = slot.placesMax - slot.placesTaken - (held.get(id) ?? 0);
    const qty = wanted.get(id) ?? 0;
    if (free < qty)
      throw new SlotError({ kind: 'full', slotId: id, startsAt: slot.startsAt, free: Math.max(0, free), wanted: qty });
  }
  await tx
    .insert(slotHolds)
    .values(ids.map((slotId) => ({ slotId, reference, qty: wanted.get(slotId) ?? 0, expiresAt, createdAt: now })));
}

/** Releases the still active holds of a transaction (refusal, cancellation, expiry). */
export async function releaseHolds(db: Db, reference: string, now: Date): Promise<number> {
  const released = await db
    .update(slotHolds)
    .set({ releasedAt: now })
    .where(and(eq(slotHolds.reference, reference), isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt)))
    .returning({ id: slotHolds.id });
  return released.length;
}

/** The status reason of a transaction cancelled by a newer basket of the same account. */
export const SUPERSEDED_PREFIX = 'superseded by ';

/**
 * A client's new payment supersedes their earlier unfinished ones that hold places, inside the
 * database transaction that holds the new basket's places: each pending transaction of the account
 * with slot holds becomes `cancelled` (status reason `superseded by <new reference>`) and its holds
 * are released, so one account holds at most one basket's places and a buyer back from the gateway
 * (Back button) is not blocked by their own holds. Pending payments without places (bar orders of a
 * zone's shared account, company tickets) hold nothing and are left alone. The gateway cannot be
 * told: a payment of a cancelled one arrives as a late PAID answer, which settles only if its places
 * are still free (else the order is paid without places and refunded). Returns the cancelled references.
 */
export async function supersedeClientPending(
  tx: Db,
  clientId: number,
  newReference: string,
  now: Date,
): Promise<string[]> {
  const cancelled = await tx
    .update(transactions)
    .set({ status: 'cancelled', statusReason: `${SUPERSEDED_PREFIX}${newReference}`, updatedAt: now })
    .where(
      and(
        pendingOfClient(clientId),
        sql`exists (select 1 from slot_holds h where h.reference = ${transactions.reference})`,
      ),
    )
    .returning({ reference: transactions.reference });
  const refs = cancelled.map((c) => c.reference);
  if (refs.length > 0) {
    await tx
      .update(slotHolds)
      .set({ releasedAt: now })
      .where(and(inArray(slotHolds.reference, refs), isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt)));
  }
  return refs;
}
