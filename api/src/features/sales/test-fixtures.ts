import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  articles,
  clients,
  formulas,
  offers,
  planningSlots,
  rooms,
  slotHolds,
  tariffs,
  transactions,
} from '../../db/schema';
import type { PricedLine, TransactionStatus } from '../../db/schema/payment';

/** Small real rows for the settlement tests (a client, an activity with a room and a slot, articles, transactions). */
export async function makeClient(db: Db, email: string, firstName = 'Élodie', lastName = 'Martin'): Promise<number> {
  const [row] = await db.insert(clients).values({ email, firstName, lastName }).returning({ id: clients.id });
  return row!.id;
}

export interface Park {
  activityId: number;
  roomId: number;
  articleId: number;
  tariffId: number;
  equipmentTariffId: number;
  subscriptionArticleId: number;
  subscriptionTariffId: number;
  noLimitArticleId: number;
  noLimitTariffId: number;
  clubArticleId: number;
  clubTariffId: number;
}

export async function makePark(db: Db): Promise<Park> {
  const [activity] = await db.insert(activities).values({ name: 'KARTING', code: 'karting' }).returning();
  const [room] = await db.insert(rooms).values({ activityId: activity!.aid, name: 'Piste 1', places: 10 }).returning();
  const [article] = await db.insert(articles).values({ name: 'KARTING 10 MIN', category: 'KARTING' }).returning();
  const [tariff] = await db
    .insert(tariffs)
    .values({ articleId: article!.id, priceCents: 1750, name: 'Adulte', isDefault: true, position: 0 })
    .returning();
  const [equipment] = await db
    .insert(tariffs)
    .values({ articleId: article!.id, priceCents: 300, name: 'Équipement', position: 1 })
    .returning();
  const [subArticle] = await db
    .insert(articles)
    .values({ name: 'TRAMPOLINES - ABONNEMENT 1 MOIS', category: 'ABONNEMENT' })
    .returning();
  const [subTariff] = await db
    .insert(tariffs)
    .values({ articleId: subArticle!.id, priceCents: 3900, name: 'Abonnement 1 mois', isDefault: true })
    .returning();
  const [noLimit] = await db
    .insert(articles)
    .values({ name: 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE', category: 'ABONNEMENT' })
    .returning();
  const [noLimitTariff] = await db
    .insert(tariffs)
    .values({ articleId: noLimit!.id, priceCents: 9900, name: 'Abonnement 3 mois sans limite', isDefault: true })
    .returning();
  const [club] = await db
    .insert(articles)
    .values({ name: '360 FAMILY CLUB - ADHÉSION 1 AN', category: 'FAMILY CLUB' })
    .returning();
  const [clubTariff] = await db
    .insert(tariffs)
    .values({ articleId: club!.id, priceCents: 5000, name: 'Adhésion', isDefault: true })
    .returning();
  const [clubActivity] = await db
    .insert(activities)
    .values({ name: '360 FAMILY CLUB', code: 'family-club' })
    .returning();
  const [clubOffer] = await db.insert(offers).values({ aid: clubActivity!.aid, name: 'ADHÉSION' }).returning();
  await db.insert(formulas).values({
    oid: clubOffer!.oid,
    aid: clubActivity!.aid,
    name: 'ADHÉSION 1 AN',
    article: club!.id,
    code: 'family-club',
  });
  return {
    activityId: activity!.aid,
    roomId: room!.id,
    articleId: article!.id,
    tariffId: tariff!.id,
    equipmentTariffId: equipment!.id,
    subscriptionArticleId: subArticle!.id,
    subscriptionTariffId: subTariff!.id,
    noLimitArticleId: noLimit!.id,
    noLimitTariffId: noLimitTariff!.id,
    clubArticleId: club!.id,
    clubTariffId: clubTariff!.id,
  };
}

let slotMinute = 0;
/** A slot of the park's activity, `placesMax` places, starting at `start` (default: a distinct future hour). */
export async function makeSlot(
  db: Db,
  park: Park,
  placesMax: number,
  start?: Date,
  placesTaken = 0,
): Promise<{ id: number; startsAt: Date; endsAt: Date }> {
  const startsAt = start ?? new Date(Date.UTC(2030, 5, 1, 8, 0) + slotMinute++ * 3600_000);
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
  const [slot] = await db
    .insert(planningSlots)
    .values({ activityId: park.activityId, roomId: park.roomId, startsAt, endsAt, placesMax, placesTaken })
    .returning();
  return { id: slot!.id, startsAt, endsAt };
}

export function line(
  partial: Partial<PricedLine> & Pick<PricedLine, 'id' | 'idTariff' | 'counter' | 'unitCents'>,
): PricedLine {
  const finalUnitCents = partial.finalUnitCents ?? partial.unitCents;
  return {
    promoCode: null,
    percentage: 0,
    articleName: 'article',
    tariffName: 'tarif',
    idPlanning: null,
    slotIds: [],
    client: {},
    ...partial,
    finalUnitCents,
    totalCents: finalUnitCents * partial.counter,
  };
}

/** A booking of the park's karting article (17,50 € a person) on one slot: `counter` people, and what `more` adds. */
export function slotLine(park: Park, slotId: number, counter = 2, more: Partial<PricedLine> = {}): PricedLine {
  return line({
    id: park.articleId,
    idTariff: park.tariffId,
    counter,
    unitCents: 1750,
    idPlanning: slotId,
    slotIds: [slotId],
    ...more,
  });
}

let refCounter = 0;
export async function makeTransaction(
  db: Db,
  clientId: number,
  lines: PricedLine[],
  status: TransactionStatus = 'paid',
  extra: { summarize?: string; type?: string; email?: string } = {},
): Promise<string> {
  const reference =
    `T${Date.now().toString(36)}${(refCounter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  await db.insert(transactions).values({
    reference,
    clientId,
    email: extra.email ?? 'client@example.com',
    type: extra.type ?? 'ACTIVITY',
    summarize: extra.summarize ?? 'summarize',
    amountCents: lines.reduce((s, l) => s + l.totalCents, 0),
    lines,
    status,
    paidAt: status === 'paid' ? new Date() : null,
  });
  return reference;
}

export async function holdFor(
  db: Db,
  slotId: number,
  reference: string,
  qty: number,
  expiresInMs = 600_000,
): Promise<void> {
  await db.insert(slotHolds).values({ slotId, reference, qty, expiresAt: new Date(Date.now() + expiresInMs) });
}

export async function placesTaken(db: Db, slotId: number): Promise<number> {
  const [row] = await db
    .select({ t: planningSlots.placesTaken })
    .from(planningSlots)
    .where(eq(planningSlots.id, slotId));
  return row!.t;
}
