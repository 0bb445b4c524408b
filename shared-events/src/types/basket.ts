/**
 * Basket types (specification §3, "Basket line"). Ids are the API's numeric ids.
 * Line type codes have two readings in the spec (0 normal, 1 company/drinks, 2 events/plan,
 * 3 pack/subscription, 8 subscription/family club): both are accepted as read.
 */
export type BasketLineType = 0 | 1 | 2 | 3 | 8;

/** Players form of a bowling/bar-games booking (spec §3). */
export interface BasketPlayers {
  BookingDate: string;
  TeamName: string;
  GameValue: string;
  player_1?: string;
  player_2?: string;
  player_3?: string;
  player_4?: string;
  player_5?: string;
  player_6?: string;
  player_7?: string;
  player_8?: string;
}

/** Birthday form (spec §3). */
export interface BasketBirthday {
  nom: string;
  age: number;
  gateaux: { id: number; name: string };
  commentaires: string;
}

/** One date of a duo pack line. */
export interface BasketPackDate {
  name: string;
  day: string;
  houre: string;
  idPlanning: number;
  select: string;
  /** The slot's end and room (so that the pencil gives the pack its slots back); absent on older baskets. */
  end?: string;
  idRoom?: number;
}

/** A line of the basket. `price` is the unit price in euros; the line total is price × counter. */
export interface BasketLine {
  /** Unique id of the line. */
  nid: string;
  /** Group id: lines added together (activity + equipment + bracelet) share it. */
  pid: string;
  aid: number | null;
  oid: number | null;
  fid: number | null;
  /** Article id. */
  id: number;
  idTariff: number | null;
  /** Alias of idTariff some flows send. */
  idTarif?: number | null;
  /** Unit price in euros (after a promo code when one was applied). */
  price: number;
  /** Original unit price once a promo code has been applied. */
  couponPrice?: number;
  counter: number;
  type: BasketLineType;
  abo?: boolean;
  /** Validity in months (subscriptions, family club: 12). */
  validity?: number;
  description: string;
  subDescription?: string;
  subDescriptions?: string[];
  dates?: BasketPackDate[];
  idPlanning: number | null;
  idPlanningPack?: number[];
  /** Birthdays: the slots of the included activities (sub-formulas), held and taken with the birthday. */
  idPlanningLinked?: number[];
  qrcodeDatesPack?: string[];
  /** ISO 8601 start of the slot (Europe/Paris offset), null for undated lines. */
  select: string | null;
  /** 'DD/MM/YYYY' */
  day: string | null;
  /** 'HH:mm' */
  houre: string | null;
  /** ISO 8601 end of the slot. */
  end: string | null;
  idRoom: number | null;
  color: string;
  background?: string;
  spectateurs: number;
  spectDescription?: string;
  /** True once the slot no longer has enough free places ('Trop tard! complet!'). */
  complet: boolean;
  internetValidity?: number;
  accessStart?: string;
  accessEnd?: string;
  browse?: unknown;
  plans?: unknown;
  players?: BasketPlayers;
  anniversaires?: BasketBirthday;
  /** Snacking lines: bar zone and table ids. */
  ZONE?: number;
  TABLE?: number;
  /** The 360 Family Club membership line (50 €, type 8, counter 1, validity 12). */
  familyClub?: boolean;
  /** The booking of a reserved offer: club members pay MEMBER_PERCENTAGE less (the server decides the same). */
  reservedOffer?: boolean;
  /** The tariff's price of a reserved-offer line, before the member discount and any promo code. */
  listPrice?: number;
  /** The member discount applied to `price`, percent (0 or absent: none). */
  memberPercentage?: number;
  /** The formula's online promotion (the bowling offer: 20 on 1 hour) taken before it, percent. */
  promotionPercentage?: number;
  /** The tariff's price before the formula's promotion (shown struck through). */
  catalogPrice?: number;
  /** A line added with a booking (same pid): equipment, wristband, accessory or drink/extra. */
  extra?: BasketExtraKind;
  /** A booking line whose formula offers accessories / a wristband (the basket prompts when none were taken). */
  offersAccessories?: boolean;
  offersBracelet?: boolean;
  /** What the counter counts when not people: karaoke boxes (spec §9: 'karaoke 1-6 boxes'). */
  counterUnit?: 'boxes';
}

export type BasketExtraKind = 'equipment' | 'bracelet' | 'accessory' | 'drink';

/** An applied promo code (POST /api/v1/codepromos/check). */
export interface PromoCode {
  label: string;
  /** Comma-separated article ids the code applies to. */
  articles: string;
  percentage: number;
}

export interface BasketState {
  lines: BasketLine[];
  promoCodes: PromoCode[];
  /** Set once the visitor validated the basket (anonymous ticket flow, checkout). */
  validated: boolean;
}
