import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';

/**
 * The park's catalogue: activities > offers > formulas, the articles they sell with their tariffs,
 * rooms and planning slots, bar zones and tables, promo codes and the small lookup lists.
 * Money is stored in cents (integers); times as instants (timestamptz).
 */

export const activities = pgTable(
  'activities',
  {
    aid: serial('aid').primaryKey(),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
    menu: boolean('menu').notNull().default(false),
    color: text('color').notNull().default('#000000'),
    color1: text('color1').notNull().default('#000000'),
    color2: text('color2').notNull().default('#ffffff'),
    /** URL path of the card image served by the API (/api/media/...). */
    image: text('image').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** JSON text with string_1 and string_2. */
    strings: text('strings').notNull().default('{"string_1":"","string_2":""}'),
    /** karting, trampoline, bowling, bar-games, virtual-reality, karaoke, playground, birthday, events, company, subscription, family-club, snacking */
    code: text('code').notNull(),
    minParticipants: integer('min_participants').notNull().default(0),
    maxParticipants: integer('max_participants').notNull().default(10),
    /** Spectators allowed per participant. */
    spectatorFactor: integer('spectator_factor').notNull().default(0),
    /**
     * What a booking's counter counts: 'people' (participants), or 'boxes' (karaoke: spec §9, 'karaoke 1-6 boxes').
     * The site's words ('Box', '6 box libres'), the basket line's unit and the tickets (one per box) follow it.
     */
    counterUnit: text('counter_unit', { enum: ['people', 'boxes'] })
      .notNull()
      .default('people'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('activities_counter_unit_ck', sql`${t.counterUnit} IN ('people', 'boxes')`)],
);

export const offers = pgTable(
  'offers',
  {
    oid: serial('oid').primaryKey(),
    aid: integer('aid')
      .notNull()
      .references(() => activities.aid),
    web: boolean('web').notNull().default(true),
    name: text('name').notNull(),
    color: text('color').notNull().default('#000000'),
    image: text('image').notNull().default(''),
    strings: text('strings').notNull().default('{"string_1":"","string_2":""}'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('offers_aid_idx').on(t.aid)],
);

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull().default(''),
  onSale: boolean('on_sale').notNull().default(true),
});

export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    priceCents: integer('price_cents').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The tariff index: 0 base/default, 1 with equipment, 2 connected wristband. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('tariffs_article_position_uq').on(t.articleId, t.position)],
);

export const formulas = pgTable(
  'formulas',
  {
    fid: serial('fid').primaryKey(),
    oid: integer('oid')
      .notNull()
      .references(() => offers.oid),
    aid: integer('aid')
      .notNull()
      .references(() => activities.aid),
    name: text('name').notNull(),
    /** The article sold by this formula; formulas without one are not shown to visitors. */
    article: integer('article').references(() => articles.id),
    color: text('color').notNull().default('#000000'),
    image: text('image').notNull().default(''),
    /** A fixed date for the formula (events), else null. */
    date: timestamp('date', { withTimezone: true }),
    /** Comma-separated room ids. */
    rooms: text('rooms').notNull().default(''),
    /** Comma-separated article ids. */
    relatedAccessoires: text('related_accessoires').notNull().default(''),
    /** Comma-separated article ids. */
    relatedPack: text('related_pack').notNull().default(''),
    strings: text('strings').notNull().default('{"string_1":"","string_2":""}'),
    /** null or 'duo-pack' | 'subscription' | 'birthday' | 'family-club' */
    code: text('code'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    sort: integer('sort').notNull().default(0),
    /** A reserved offer: 360 Family Club members pay 10 % less on its booking (spec §9). */
    reservedOffer: boolean('reserved_offer').notNull().default(false),
    /** An online promotion on its booking, percent (spec §9: the bowling offer, -20 % on 1 hour); 0 = none. */
    promotionPercentage: integer('promotion_percentage').notNull().default(0),
  },
  (t) => [index('formulas_oid_idx').on(t.oid)],
);

export const subFormulas = pgTable('sub_formulas', {
  id: serial('id').primaryKey(),
  annivFormule: integer('anniv_formule')
    .notNull()
    .references(() => formulas.fid),
  linkedFormule: integer('linked_formule')
    .notNull()
    .references(() => formulas.fid),
  /** Offset in minutes from the birthday start. */
  start: integer('start').notNull().default(0),
});

/** An accessory: cid is its own id, aid the activity it belongs to, article the article sold. */
export const accessories = pgTable('accessories', {
  cid: serial('cid').primaryKey(),
  aid: integer('aid')
    .notNull()
    .references(() => activities.aid),
  name: text('name').notNull(),
  article: integer('article')
    .notNull()
    .references(() => articles.id),
});

export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.aid),
  name: text('name').notNull(),
  /** Places of one slot in this room. */
  places: integer('places').notNull().default(10),
});

export const planningSlots = pgTable(
  'planning_slots',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.aid),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    placesMax: integer('places_max').notNull(),
    /** Places taken by settled bookings (active holds are counted on top when browsing). */
    placesTaken: integer('places_taken').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('planning_slots_room_start_uq').on(t.roomId, t.startsAt),
    index('planning_slots_starts_at_idx').on(t.startsAt),
  ],
);

/** Places held on a slot while a payment is in progress (created/consumed by the payment feature). */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => planningSlots.id),
    reference: text('reference').notNull(),
    qty: integer('qty').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slot_holds_slot_id_idx').on(t.slotId), index('slot_holds_reference_idx').on(t.reference)],
);

export const barZones = pgTable('bar_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The zone's fixed client account: the tablets of the zone sign in with it (spec §4), created by the seed. */
  clientId: integer('client_id').references(() => clients.id),
});

export const barTables = pgTable(
  'bar_tables',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => barZones.id),
    name: text('name').notNull(),
  },
  (t) => [index('bar_tables_zone_id_idx').on(t.zoneId)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    /** Whole percent, 1 to 100. */
    percentage: integer('percentage').notNull(),
    /** Comma-separated article ids the code applies to. */
    articles: text('articles').notNull().default(''),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('promo_codes_label_ci_uq').on(sql`lower(${t.label})`)],
);

export const civilities = pgTable('civilities', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  name: text('name').notNull(),
});

/** Parameter lists (list 13 = kinship types). */
export const parameters = pgTable(
  'parameters',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('parameters_list_id_idx').on(t.listId)],
);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  postalCode: text('postal_code').notNull(),
  name: text('name').notNull(),
});
