import { Type, type Static } from '@sinclair/typebox';

/** A positive integer id in a path or query (coerced from text). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ActivitySchema = Type.Object({
  aid: Type.Integer(),
  name: Type.String(),
  status: Type.Boolean(),
  menu: Type.Boolean(),
  color: Type.String(),
  color1: Type.String(),
  color2: Type.String(),
  image: Type.String(),
  logo: Type.String(),
  strings: Type.String({ description: 'JSON text with string_1 and string_2' }),
  code: Type.String(),
  minParticipants: Type.Integer(),
  maxParticipants: Type.Integer(),
  spectatorFactor: Type.Integer(),
  counterUnit: Type.Union([Type.Literal('people'), Type.Literal('boxes')], {
    description: "What a booking's counter counts: people, or boxes (karaoke)",
  }),
  sort: Type.Integer(),
});
export type Activity = Static<typeof ActivitySchema>;

export const OfferSchema = Type.Object({
  oid: Type.Integer(),
  aid: Type.Integer(),
  web: Type.Boolean(),
  name: Type.String(),
  color: Type.String(),
  image: Type.String(),
  strings: Type.String(),
  sort: Type.Integer(),
});
export type Offer = Static<typeof OfferSchema>;

export const FormulaSchema = Type.Object({
  fid: Type.Integer(),
  oid: Type.Integer(),
  aid: Type.Integer(),
  name: Type.String(),
  article: Type.Union([Type.Integer(), Type.Null()]),
  color: Type.String(),
  image: Type.String(),
  date: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601 with the Europe/Paris offset' }),
  rooms: Type.String({ description: 'comma-separated room ids' }),
  relatedAccessoires: Type.String({ description: 'comma-separated article ids' }),
  relatedPack: Type.String({ description: 'comma-separated article ids' }),
  strings: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  durationMinutes: Type.Integer(),
  sort: Type.Integer(),
  reservedOffer: Type.Boolean({ description: 'a reserved offer: 360 Family Club members pay 10 % less' }),
  promotionPercentage: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'an online promotion on its booking, percent (the bowling offer: 20 on 1 hour); 0 = none',
  }),
});
export type Formula = Static<typeof FormulaSchema>;

export const SubFormulaSchema = Type.Object({
  anniv_formule: Type.Integer(),
  linked_formule: Type.Integer(),
  start: Type.Integer({ description: 'offset in minutes' }),
});

export const AccessorySchema = Type.Object({
  aid: Type.Integer({ description: 'activity id' }),
  cid: Type.Integer({ description: 'accessory id' }),
  name: Type.String(),
  article: Type.Integer(),
});

export const ARTICLE_FIELDS = ['id', 'name', 'category', 'onSale'] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

export const ArticleSchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
  onSale: Type.Optional(Type.Boolean()),
});

export const TariffSchema = Type.Object({
  id: Type.Integer(),
  idArticle: Type.Integer(),
  price: Type.Number({ description: 'euros' }),
  name: Type.String(),
  isDefault: Type.Boolean(),
});

export const FieldsQuery = Type.String({
  maxLength: 200,
  pattern: '^\\s*(id|name|category|onSale)(\\s*,\\s*(id|name|category|onSale))*\\s*$',
  description: 'comma-separated subset of id,name,category,onSale',
});
