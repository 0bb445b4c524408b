/** A basket line once the catalogue has shaped it (see line-rules.ts), and the refusal of a line. */

export type LineKind =
  'activity' | 'pack' | 'equipment' | 'wristband' | 'accessory' | 'subscription' | 'family-club' | 'company' | 'bar';

export interface ShapedLine {
  index: number;
  kind: LineKind;
  /** Article and tariff (the tariff belongs to the article, at the index the kind requires). */
  id: number;
  idTariff: number;
  counter: number;
  fid: number | null;
  /** Group id (the activity line with its equipment, wristband and accessories). */
  pid: string;
  idPlanning: number | null;
  slotIds: number[];
  /** Places held and taken on each slot (a virtual-reality arena is booked whole). */
  places: number;
  /** The line's text on the order, the e-mail and the invoice: from the catalogue. */
  description: string;
  /** The named, bounded fields kept with the line (spectators, start date, players, birthday, zone, table). */
  details: Record<string, unknown>;
}

export class LineRuleError extends Error {
  constructor(
    message: string,
    public readonly code: string,
    /** Index of the refused line in the basket, when one line is at fault. */
    public readonly line: number | null = null,
    /** 400, or 409 when the catalogue changed under the basket (a slot withdrawn). */
    public readonly status: 400 | 409 = 400,
  ) {
    super(message);
  }
}
