/**
 * Catalogue entities as the API answers them (common briefing, "The API contract").
 * Ids are numbers in our API; the park's legacy back end sometimes sends them as strings,
 * so the model functions compare ids through `sameId`.
 */
export type CatalogId = number | string;

export type ActivityCode =
  | 'karting'
  | 'trampoline'
  | 'bowling'
  | 'bar-games'
  | 'virtual-reality'
  | 'karaoke'
  | 'playground'
  | 'birthday'
  | 'events'
  | 'company'
  | 'subscription'
  | 'family-club'
  | 'snacking';

export interface Activity {
  aid: CatalogId;
  name: string;
  status: boolean;
  menu: boolean;
  color: string | null;
  color1: string | null;
  color2: string | null;
  image: string | null;
  logo: string | null;
  /** JSON text: { "string_1": shown above lists, "string_2": shown below lists }. */
  strings: string | null;
  code: ActivityCode | string | null;
  minParticipants?: number | null;
  maxParticipants?: number | null;
  spectatorFactor?: number | null;
  sort?: number | null;
}

export interface Offer {
  oid: CatalogId;
  aid: CatalogId;
  web: boolean | number | null;
  name: string;
  color: string | null;
  image: string | null;
  strings: string | null;
  sort?: number | null;
}

export type FormulaCode = 'duo-pack' | 'subscription' | 'birthday' | 'family-club';

export interface Formula {
  fid: CatalogId;
  oid: CatalogId;
  aid: CatalogId;
  name: string;
  /** Article id sold by this formula, or null when the formula sells nothing (then hidden). */
  article: CatalogId | null;
  color: string | null;
  image: string | null;
  date: string | null;
  rooms: string | null;
  relatedAccessoires: string | null;
  relatedPack: string | null;
  strings: string | null;
  code: FormulaCode | string | null;
  durationMinutes?: number | null;
  sort?: number | null;
}

export interface DataEnvelope<T> {
  data: T;
}
