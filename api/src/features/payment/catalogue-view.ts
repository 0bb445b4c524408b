import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessories,
  activities,
  articles,
  barTables,
  clients,
  formulas,
  offers,
  planningSlots,
  subFormulas,
  tariffs,
} from '../../db/schema';
import type { ClientLine, TariffRow } from './pricing';
import { lineSlotIds } from './pricing';
import { linkedSlotIdsOf } from './birthday-links';
import type { Buyer } from './basket-rules';
import { clubMembershipEnd } from '../subscriptions/club';

/** What the line rules read of the catalogue, indexed (built from rows by `buildCatalogue`). */

export interface FormulaInfo {
  fid: number;
  aid: number;
  oid: number;
  name: string;
  article: number | null;
  code: string | null;
  rooms: number[];
  accessories: number[];
  pack: number[];
  /** A reserved offer: club members pay MEMBER_PERCENTAGE less on its booking. */
  reservedOffer: boolean;
  /** An online promotion on its booking, percent (the bowling offer: 20 on 1 hour); 0 = none. */
  promotionPercentage: number;
  /** Birthdays: the activity formulas included, each at its start offset (sub-formulas). */
  links: Array<{ fid: number; offsetMinutes: number }>;
}

export interface ActivityInfo {
  aid: number;
  name: string;
  code: string;
  status: boolean;
  minParticipants: number;
  maxParticipants: number;
  spectatorFactor: number;
  /** What its counter counts (the column's check constraint): people, or boxes (karaoke). */
  counterUnit: 'people' | 'boxes';
}

export interface SlotInfo {
  id: number;
  activityId: number;
  roomId: number;
  startsAt: Date;
  endsAt: Date;
  placesMax: number;
  deleted: boolean;
}

export interface CatalogueRows {
  formulas: Array<
    Omit<FormulaInfo, 'rooms' | 'accessories' | 'pack' | 'reservedOffer' | 'promotionPercentage' | 'links'> & {
      reservedOffer?: boolean;
      promotionPercentage?: number;
      rooms: string;
      relatedAccessoires: string;
      relatedPack: string;
    }
  >;
  activities: ActivityInfo[];
  offers: Array<{ oid: number; aid: number; name: string; web: boolean }>;
  articles: Array<{ id: number; name: string; category: string; onSale: boolean }>;
  tariffs: TariffRow[];
  accessories: Array<{ aid: number; name: string; article: number }>;
  slots: SlotInfo[];
  tables: Array<{ id: number; zoneId: number }>;
  subFormulas?: Array<{ annivFormule: number; linkedFormule: number; start: number }>;
}

export interface Catalogue {
  formulas: Map<number, FormulaInfo>;
  activities: Map<number, ActivityInfo>;
  offers: Map<number, { oid: number; aid: number; web: boolean }>;
  articles: Map<number, { id: number; name: string; category: string; onSale: boolean }>;
  tariffs: TariffRow[];
  slots: Map<number, SlotInfo>;
  tables: Map<number, { id: number; zoneId: number }>;
  /** Article categories sold at the bar: the names of the snacking activity's offers (SOFT, BIÈRE...). */
  barCategories: Set<string>;
  accessoriesOf(aid: number): Set<number>;
  accessoryName(aid: number, article: number): string | undefined;
  /** The activity whose own formula sells the article (a duo pack's parts). */
  activityOfArticle(article: number): number | undefined;
}

const ids = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

export function buildCatalogue(rows: CatalogueRows): Catalogue {
  const formulaMap = new Map<number, FormulaInfo>(
    rows.formulas.map((f) => [
      f.fid,
      {
        fid: f.fid,
        aid: f.aid,
        oid: f.oid,
        name: f.name,
        article: f.article,
        code: f.code,
        rooms: ids(f.rooms),
        accessories: ids(f.relatedAccessoires),
        pack: ids(f.relatedPack),
        reservedOffer: f.reservedOffer ?? false,
        promotionPercentage: f.promotionPercentage ?? 0,
        links: (rows.subFormulas ?? [])
          .filter((link) => link.annivFormule === f.fid)
          .map((link) => ({ fid: link.linkedFormule, offsetMinutes: link.start })),
      },
    ]),
  );
  const activityMap = new Map(rows.activities.map((a) => [a.aid, a]));
  const snacking = new Set(rows.activities.filter((a) => a.code === 'snacking').map((a) => a.aid));
  const barCategories = new Set(rows.offers.filter((o) => snacking.has(o.aid)).map((o) => o.name));
  return {
    formulas: formulaMap,
    activities: activityMap,
    offers: new Map(rows.offers.map((o) => [o.oid, o])),
    articles: new Map(rows.articles.map((a) => [a.id, a])),
    tariffs: rows.tariffs,
    slots: new Map(rows.slots.map((s) => [s.id, s])),
    tables: new Map(rows.tables.map((t) => [t.id, t])),
    barCategories,
    accessoriesOf: (aid) => new Set(rows.accessories.filter((a) => a.aid === aid).map((a) => a.article)),
    accessoryName: (aid, article) => rows.accessories.find((a) => a.aid === aid && a.article === article)?.name,
    activityOfArticle: (article) => {
      const own = [...formulaMap.values()].filter((f) => f.article === article);
      return (own.find((f) => !f.code) ?? own[0])?.aid;
    },
  };
}

/**
 * Loads the catalogue rows a basket needs: the (small) catalogue tables whole, the articles and
 * tariffs of the basket's articles and of every accessory, and the basket's slots.
 */
export async function loadCatalogue(db: Db, lines: ClientLine[]): Promise<Catalogue> {
  const slotIds = [...new Set(lines.flatMap((l) => [...lineSlotIds(l), ...linkedSlotIdsOf(l)]))];
  const [formulaRows, activityRows, offerRows, accessoryRows, slotRows, tableRows, subFormulaRows] = await Promise.all([
    db.select().from(formulas),
    db.select().from(activities),
    db.select({ oid: offers.oid, aid: offers.aid, name: offers.name, web: offers.web }).from(offers),
    db.select({ aid: accessories.aid, name: accessories.name, article: accessories.article }).from(accessories),
    slotIds.length
      ? db
          .select({
            id: planningSlots.id,
            activityId: planningSlots.activityId,
            roomId: planningSlots.roomId,
            startsAt: planningSlots.startsAt,
            endsAt: planningSlots.endsAt,
            placesMax: planningSlots.placesMax,
            deleted: planningSlots.deleted,
          })
          .from(planningSlots)
          .where(inArray(planningSlots.id, slotIds))
      : [],
    db.select({ id: barTables.id, zoneId: barTables.zoneId }).from(barTables),
    db
      .select({
        annivFormule: subFormulas.annivFormule,
        linkedFormule: subFormulas.linkedFormule,
        start: subFormulas.start,
      })
      .from(subFormulas),
  ]);
  const articleIds = [...new Set(lines.map((l) => l.id).filter((id) => Number.isInteger(id)))];
  const [articleRows, tariffRows] = articleIds.length
    ? await Promise.all([
        db
          .select({ id: articles.id, name: articles.name, category: articles.category, onSale: articles.onSale })
          .from(articles)
          .where(inArray(articles.id, articleIds)),
        db.select().from(tariffs).where(inArray(tariffs.articleId, articleIds)),
      ])
    : [[], []];
  return buildCatalogue({
    formulas: formulaRows,
    activities: activityRows,
    offers: offerRows,
    articles: articleRows,
    tariffs: tariffRows,
    accessories: accessoryRows,
    slots: slotRows,
    tables: tableRows,
    subFormulas: subFormulaRows,
  });
}

/** What the rules need to know of the buyer: a company account, a running club membership. */
export async function loadBuyer(db: Db, clientId: number, now: Date): Promise<Buyer> {
  const [[client], clubEnd] = await Promise.all([
    db.select({ type: clients.type }).from(clients).where(eq(clients.id, clientId)),
    clubMembershipEnd(db, clientId, now),
  ]);
  return { isCompany: client?.type === 2, clubMember: clubEnd !== null };
}
