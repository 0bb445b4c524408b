import moment from 'moment-timezone';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, civilities, clients, orderLines, orders, subscriptions, tariffs } from '../../db/schema';
import { hashSecret } from '../auth/password';
import { readAccountBuyer } from '../orders/buyer-snapshot';
import { nextInvoiceNumber } from '../sales/invoice-number';
import { DEMO_ACCOUNTS } from '../users/seed-accounts';
import { subscriptionTerms } from './terms';

const PARIS_TZ = 'Europe/Paris';
/** The seeded article sold as 'TRAMPOLINES - ABONNEMENTS 3 MOIS SANS LIMITE' (seed/park-articles.ts). */
const NO_LIMIT_ARTICLE = 202;

/**
 * The demonstration subscriber (abonne@parc360.fr): a paid order of the 3-month no-limit subscription that
 * started two months and a week ago, so that it is in its third month, the only case the server lets a client
 * cancel (spec §4). Made when the subscriber holds no subscription still running (idempotent: the order's
 * reference names the start day). Answers the subscription's id, or null when one already runs.
 */
export async function seedDemoSubscription(db: Db, now: Date = new Date()): Promise<number | null> {
  const { subscriber } = DEMO_ACCOUNTS;
  const [civility] = await db
    .select({ id: civilities.id })
    .from(civilities)
    .where(sql`${civilities.label} <> 'ETS'`)
    .orderBy(asc(civilities.id))
    .limit(1);
  await db
    .insert(clients)
    .values({
      type: 0,
      idCiv: civility?.id ?? null,
      firstName: 'Camille',
      lastName: 'Abonnée',
      birthday: '1992-03-14',
      email: subscriber.email,
      mobilePhone: '0611223344',
      passwordHash: await hashSecret(subscriber.password),
      address: '3 rue des Lilas',
      city: 'Lyon',
    })
    .onConflictDoNothing();
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(${clients.email}) = lower(${subscriber.email})`);
  if (!client) throw new Error(`demo account ${subscriber.email} missing after seeding`);
  const [running] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.clientId, client.id), gt(subscriptions.endsAt, now)));
  if (running) return null;

  const [article] = await db
    .select({
      name: articles.name,
      category: articles.category,
      tariffId: tariffs.id,
      tariffName: tariffs.name,
      priceCents: tariffs.priceCents,
    })
    .from(articles)
    .innerJoin(tariffs, eq(tariffs.articleId, articles.id))
    .where(eq(articles.id, NO_LIMIT_ARTICLE))
    .orderBy(asc(tariffs.id))
    .limit(1);
  if (!article)
    throw new Error(`article ${NO_LIMIT_ARTICLE} (3-month no-limit subscription) missing: seed the park first`);
  const terms = subscriptionTerms({
    articleName: article.name,
    articleCategory: article.category,
    tariffName: article.tariffName,
    formulaCodes: ['subscription'],
    client: {},
  });
  if (!terms || !terms.noLimit || terms.months !== 3)
    throw new Error(`article ${NO_LIMIT_ARTICLE} is not the 3-month no-limit one`);

  const start = moment(now).tz(PARIS_TZ).subtract(2, 'months').subtract(7, 'days').startOf('day');
  const end = start.clone().add(terms.months, 'months').startOf('day');
  const { priceCents } = article;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        reference: `DEMO-ABO-${start.format('YYYYMMDD')}`,
        clientId: client.id,
        createdAt: start.toDate(),
        totalCents: priceCents,
        email: subscriber.email,
        type: 'SUBSCRIPTION',
        emailedAt: start.toDate(),
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!order) return null; // a concurrent seeder made it
    // A paid order like a settled one (decision 0056): its buyer as the account is, and the next invoice number.
    await tx
      .update(orders)
      .set({
        buyer: await readAccountBuyer(tx, client.id, subscriber.email),
        invoiceNumber: await nextInvoiceNumber(tx),
      })
      .where(eq(orders.id, order.id));
    const [line] = await tx
      .insert(orderLines)
      .values({
        orderId: order.id,
        position: 1,
        articleId: NO_LIMIT_ARTICLE,
        tariffId: article.tariffId,
        label: article.name,
        description: article.tariffName,
        qty: 1,
        unitPriceCents: priceCents,
        originalUnitPriceCents: priceCents,
      })
      .returning({ id: orderLines.id });
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        clientId: client.id,
        orderLineId: line!.id,
        articleId: NO_LIMIT_ARTICLE,
        accessLabel: article.name,
        kind: terms.kind,
        months: terms.months,
        noLimit: terms.noLimit,
        startsAt: start.toDate(),
        endsAt: end.toDate(),
      })
      .returning({ id: subscriptions.id });
    return sub!.id;
  });
}
