import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../../app';
import {
  activities,
  articles,
  barTables,
  barZones,
  clients,
  formulas,
  offers,
  planningSlots,
  promoCodes,
  rooms,
  tariffs,
} from '../../db/schema';
import { signResponse, type FieldList } from './paybox-protocol';

/** A small park for the payment tests: one activity with its offer and formula, one room, a few slots, articles, a promo code, two clients. */
export interface PaymentFixture {
  clientId: number;
  otherClientId: number;
  token: string;
  otherToken: string;
  karting: { article: number; base: number; equipment: number };
  socks: { article: number; tariff: number };
  /** The karting formula (sells the karting article on the room's slots, socks as an accessory). */
  fid: number;
  /** The bar: a soft drink (3,50 €) sold at table `table` of zone `zone`. */
  bar: { article: number; tariff: number; zone: number; table: number };
  slots: { open: number; small: number; past: number; deleted: number; ten: number };
}

export const SANDBOX_PRIVATE_KEY = fs.readFileSync(
  path.resolve(__dirname, '..', '..', 'sandbox-gateway', 'keys', 'sandbox-test-only-private.pem'),
  'utf8',
);

export async function seedPaymentFixture(app: App, now = new Date()): Promise<PaymentFixture> {
  const db = app.db;
  const [activity] = await db.insert(activities).values({ name: 'Karting', code: 'karting' }).returning();
  const [room] = await db.insert(rooms).values({ activityId: activity!.aid, name: 'Piste', places: 10 }).returning();
  const hour = 3600_000;
  const slot = async (
    offsetHours: number,
    placesMax: number,
    extra: { placesTaken?: number; deleted?: boolean } = {},
  ) => {
    const startsAt = new Date(Math.floor(now.getTime() / hour) * hour + offsetHours * hour);
    const [s] = await db
      .insert(planningSlots)
      .values({
        activityId: activity!.aid,
        roomId: room!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + hour),
        placesMax,
        ...extra,
      })
      .returning();
    return s!.id;
  };
  const slots = {
    open: await slot(48, 200, { placesTaken: 2 }),
    small: await slot(49, 3),
    past: await slot(-2, 10),
    deleted: await slot(50, 10, { deleted: true }),
    ten: await slot(51, 12, { placesTaken: 2 }),
  };
  const [kart] = await db.insert(articles).values({ name: 'Karting 10 min', category: 'karting' }).returning();
  const [sock] = await db.insert(articles).values({ name: 'Chaussettes', category: 'accessoire' }).returning();
  const [base] = await db
    .insert(tariffs)
    .values({ articleId: kart!.id, priceCents: 1850, name: 'Base', isDefault: true, position: 0 })
    .returning();
  const [equip] = await db
    .insert(tariffs)
    .values({ articleId: kart!.id, priceCents: 2350, name: 'Avec équipement', position: 1 })
    .returning();
  const [sockTariff] = await db
    .insert(tariffs)
    .values({ articleId: sock!.id, priceCents: 600, name: 'Base', isDefault: true, position: 0 })
    .returning();
  const [offer] = await db.insert(offers).values({ aid: activity!.aid, name: 'KARTING' }).returning();
  const [formula] = await db
    .insert(formulas)
    .values({
      oid: offer!.oid,
      aid: activity!.aid,
      name: 'SESSION 10 MIN',
      article: kart!.id,
      rooms: String(room!.id),
      relatedAccessoires: String(sock!.id),
    })
    .returning();
  const [bar] = await db
    .insert(activities)
    .values({ name: 'BAR & SNACKING', code: 'snacking', status: false })
    .returning();
  await db.insert(offers).values({ aid: bar!.aid, name: 'SOFT' });
  const [coca] = await db.insert(articles).values({ name: 'COCA-COLA 33 CL', category: 'SOFT' }).returning();
  const [cocaTariff] = await db
    .insert(tariffs)
    .values({ articleId: coca!.id, priceCents: 350, name: 'Tarif normal', isDefault: true, position: 0 })
    .returning();
  const [zone] = await db.insert(barZones).values({ name: 'Bar central' }).returning();
  const [table] = await db.insert(barTables).values({ zoneId: zone!.id, name: 'Table 1' }).returning();
  await db.insert(promoCodes).values([
    { label: 'KART15', percentage: 15, articles: String(kart!.id) },
    { label: 'EXPIRED', percentage: 50, articles: String(kart!.id), validUntil: new Date(now.getTime() - 1000) },
  ]);
  const [client] = await db
    .insert(clients)
    .values({
      email: 'payeur@example.fr',
      firstName: 'Jeanne',
      lastName: 'Martin',
      address: '1 rue des Lilas',
      city: 'Lyon',
    })
    .returning();
  const [other] = await db
    .insert(clients)
    .values({ email: 'autre@example.fr', firstName: 'Paul', lastName: 'Durand' })
    .returning();
  return {
    clientId: client!.id,
    otherClientId: other!.id,
    token: app.signToken({ sub: client!.id, type: 0, cv: 0 }),
    otherToken: app.signToken({ sub: other!.id, type: 0, cv: 0 }),
    karting: { article: kart!.id, base: base!.id, equipment: equip!.id },
    socks: { article: sock!.id, tariff: sockTariff!.id },
    fid: formula!.fid,
    bar: { article: coca!.id, tariff: cocaTariff!.id, zone: zone!.id, table: table!.id },
    slots,
  };
}

/** What the gateway would send back, signed with the sandbox's TEST-ONLY private key. */
export function signedAnswer(
  reference: string,
  amountCents: number,
  errorCode: string,
  auth = errorCode === '00000' ? '123456' : undefined,
): string {
  const vars: FieldList = [
    ['Mt', String(amountCents)],
    ['Ref', reference],
  ];
  if (auth) vars.push(['Auto', auth]);
  vars.push(['Erreur', errorCode]);
  return signResponse(vars, 'Sign', SANDBOX_PRIVATE_KEY);
}
