import { Type, type Static } from '@sinclair/typebox';
import { AvailabilityBodySchema, AvailabilityReplySchema, BasketLineSchema } from './schemas';

/**
 * POST /api/planning/availability ('Valider mes horaires'): either the historical `items` (slot and quantity, as
 * the spec's clients send them) or the basket's `lines` exactly as payment initiation takes them; then the server
 * works out, with its own line rules, the slots and places each line will hold and answers line by line.
 */
export const AvailabilityRequestSchema = Type.Object(
  {
    items: Type.Optional(AvailabilityBodySchema.properties.items),
    lines: Type.Optional(Type.Array(BasketLineSchema, { minItems: 1, maxItems: 200 })),
    SUMMARIZE: Type.Optional(Type.Union([Type.Literal('snaking'), Type.Literal('summarize')])),
  },
  { additionalProperties: true },
);
export type AvailabilityRequest = Static<typeof AvailabilityRequestSchema>;

/** The verdict on one basket line (`lines` requests only). */
export const LineAvailabilitySchema = Type.Object({
  /** The line's index in the request. */
  index: Type.Integer(),
  /** False when one of the slots the line holds cannot take the places the basket wants there. */
  ok: Type.Boolean(),
  /** Every slot the line holds (a duo pack's slots, a birthday's linked slots); empty for a line holding none. */
  slots: Type.Array(Type.Integer()),
  /** Places the line holds on each of its slots (a virtual-reality arena: its maximum). */
  places: Type.Integer(),
  /** 'full', 'deleted', 'past', 'too-soon' or 'unknown' when not ok. */
  problem: Type.Optional(Type.String()),
  /** Why, in French, when the slot is not merely full. */
  message: Type.Optional(Type.String()),
});
export type LineAvailability = Static<typeof LineAvailabilitySchema>;

export const AvailabilityAnswerSchema = Type.Object({
  ok: AvailabilityReplySchema.properties.ok,
  /** Per slot: the quantity wanted (for `lines`, the places the whole basket will hold there), free places. */
  items: AvailabilityReplySchema.properties.items,
  lines: Type.Optional(Type.Array(LineAvailabilitySchema)),
  message: AvailabilityReplySchema.properties.message,
});
export type AvailabilityAnswer = Static<typeof AvailabilityAnswerSchema>;
