import { Type } from '@sinclair/typebox';
import { ErrorSchema } from '../../shared/error-schema';

export const ReferenceSchema = Type.String({
  minLength: 1,
  maxLength: 250,
  pattern: '^[\\x21-\\x7E]+$',
  description: 'The payment transaction reference (PBX_CMD): printable ASCII, no spaces.',
});

/** Free text that is stored: anything but NUL (PostgreSQL text cannot hold it). */
export const storedText = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });
const Id = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 40 })]);
const Flag = Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 10 }), Type.Null()]);

/** One article of the park's sale payload (spec §7). The server ignores prices sent here: it settles from the paid transaction. */
export const SaleArticleSchema = Type.Object(
  {
    id: Type.Optional(Id),
    idTariff: Type.Optional(Type.Union([Id, Type.Null()])),
    price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 }), Type.Null()])),
    internetValidity: Type.Optional(Type.Unknown()),
    internet: Type.Optional(Flag),
    accessStart: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    accessEnd: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    name: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    qty: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 10 })])),
    date: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: true },
);

export const SalesBodySchema = Type.Object(
  {
    reference: ReferenceSchema,
    idClient: Type.Optional(Type.Integer({ minimum: 1 })),
    articles: Type.Optional(Type.Array(SaleArticleSchema, { maxItems: 200 })),
    payments: Type.Optional(
      Type.Array(
        Type.Object(
          { value: Type.Optional(Type.Unknown()), id: Type.Optional(Type.Unknown()) },
          { additionalProperties: true },
        ),
        { maxItems: 20 },
      ),
    ),
    qrcodeDatesPack: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);

export const SalesReplySchema = Type.Object({ activatedBarCodes: Type.Array(Type.String()), idTicket: Type.Integer() });

export const SalesV2ReplySchema = Type.Object({
  idTicket: Type.Integer(),
  sales: Type.Array(
    Type.Object({
      id: Type.Integer(),
      idArticle: Type.Integer(),
      qty: Type.Integer(),
      barcodeList: Type.Array(Type.String()),
    }),
  ),
  /** Only when the order was paid without places (no line, no ticket: a full refund is due). */
  state: Type.Optional(Type.Literal('paid-without-places')),
});

export const errorReplies = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};

/**
 * A positive integer id in a URL: digits only, read as a string (the validator's number coercion
 * lets `1e309` through as Infinity). Use with `parseId`.
 */
export const IdString = Type.String({ pattern: '^[0-9]{1,12}$' });

/** The id as a number, or null when it cannot name a row (0 or beyond the integer column). */
export function parseId(value: string): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
}
