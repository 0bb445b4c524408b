import { Type, type Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1 });
const OptionalId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 20 }), Type.Null()]),
);

/** A basket line as the basket sends it; only id, idTariff/idTarif, counter and the slots are trusted for pricing. */
export const BasketLineSchema = Type.Object(
  {
    id: Id,
    idTariff: Type.Optional(Type.Union([Id, Type.Null()])),
    idTarif: Type.Optional(Type.Union([Id, Type.Null()])),
    counter: Type.Integer({ minimum: 1, maximum: 1000 }),
    price: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    pid: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()])),
    idPlanning: OptionalId,
    idPlanningPack: Type.Optional(
      Type.Union([
        Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]), { maxItems: 50 }),
        Type.String({ maxLength: 500 }),
        Type.Integer(),
        Type.Null(),
      ]),
    ),
    select: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    type: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
  },
  { additionalProperties: true },
);

const PromoCodeSchema = Type.Union([
  Type.String({ maxLength: 100 }),
  Type.Object({ label: Type.String({ maxLength: 100 }) }, { additionalProperties: true }),
]);

export const InitiateBodySchema = Type.Object(
  {
    total: Type.Number({ minimum: 0 }),
    email: Type.String({ maxLength: 254 }),
    transactionRef: Type.Optional(Type.Union([Type.String({ maxLength: 250 }), Type.Null()])),
    SUMMARIZE: Type.Union([Type.Literal('snaking'), Type.Literal('summarize')]),
    type: Type.Union([Type.Literal('SUBSCRIPTION'), Type.Literal('ACTIVITY')]),
    lines: Type.Array(BasketLineSchema, { maxItems: 200 }),
    promoCodes: Type.Optional(Type.Array(PromoCodeSchema, { maxItems: 20 })),
    /**
     * The paying page's origin (`location.origin`), where the gateway sends the browser back: the site's or one
     * of its parts' listed in remotes.json (a bar tablet). Absent: the site's.
     */
    returnOrigin: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: true },
);
export type InitiateBody = Static<typeof InitiateBodySchema>;

export const InitiateReplySchema = Type.Object({
  reference: Type.String(),
  url: Type.String(),
  /** The PBX_* fields, in the order they must be posted. */
  body: Type.Record(Type.String(), Type.String()),
  amount: Type.Number(),
  expiresAt: Type.String(),
});

export const TransactionReplySchema = Type.Object({
  reference: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('refused'),
    Type.Literal('cancelled'),
    Type.Literal('expired'),
  ]),
  amount: Type.Number(),
  errorCode: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  authorization: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  SUMMARIZE: Type.String(),
  email: Type.String(),
  promoCodes: Type.Array(Type.String()),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** The status a PAID answer found when it arrived late ('refused', 'cancelled', 'expired'), else null. */
  paidLateFrom: Type.Union([Type.String(), Type.Null()]),
  /**
   * The order of a settled payment: 'confirmed' (tickets sent), 'paid-without-places' (a place was gone:
   * no ticket, full refund on its way; `refundedAt` once the staff refunded it), null before settlement.
   */
  orderState: Type.Union([Type.Literal('confirmed'), Type.Literal('paid-without-places'), Type.Null()]),
  refundedAt: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(
    Type.Object({
      id: Type.Integer(),
      idTariff: Type.Integer(),
      name: Type.String(),
      counter: Type.Integer(),
      price: Type.Number(),
      originalPrice: Type.Number(),
      total: Type.Number(),
      promoCode: Type.Union([Type.String(), Type.Null()]),
      idPlanning: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

export const AvailabilityBodySchema = Type.Object({
  items: Type.Array(Type.Object({ idPlanning: Id, qty: Type.Integer({ minimum: 1, maximum: 1000 }) }), {
    minItems: 1,
    maxItems: 100,
  }),
});

export const AvailabilityReplySchema = Type.Object({
  ok: Type.Boolean(),
  items: Type.Array(
    Type.Object({
      idPlanning: Type.Integer(),
      qty: Type.Integer(),
      free: Type.Integer(),
      ok: Type.Boolean(),
      problem: Type.Optional(Type.String()),
    }),
  ),
  message: Type.Optional(Type.String()),
});
