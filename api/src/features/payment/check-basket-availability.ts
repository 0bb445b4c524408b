import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { AvailabilityAnswer, LineAvailability } from './availability-schemas';
import type { Buyer } from './basket-rules';
import { linkedSlotIdsOf } from './birthday-links';
import { loadBuyer, loadCatalogue } from './catalogue-view';
import { checkAvailability, SLOT_FULL_MESSAGE, type SlotAvailability } from './holds';
import { shapeBasket } from './line-rules';
import { holdQuantities, lineSlotIds, type ClientLine } from './pricing';
import { LineRuleError, type ShapedLine } from './shaped-line';

/**
 * Use case: 'Valider mes horaires' on the basket's lines. The server's own line rules (line-rules.ts, as payment
 * initiation runs them) say which slots each line holds and how many places (a duo pack's slots, a birthday's
 * linked slots, a virtual-reality arena whole), `holdQuantities` adds them up per slot as `holdPlaces` will, and the
 * free places are counted as initiation counts them: without the holds of the caller's own pending payment, which a
 * new payment supersedes (decision 0004). So a basket that passes here is one initiation accepts, unless someone
 * else takes the places meanwhile; and a line that would fail is named.
 */

/** Line refusals that say a slot can no longer be booked: the line turns 'complet' rather than the basket failing. */
const SLOT_PROBLEMS: Record<string, string> = {
  UNKNOWN_SLOT: 'unknown',
  SLOT_DELETED: 'deleted',
  SLOT_PAST: 'past',
  SLOT_TOO_SOON: 'too-soon',
};

const ANONYMOUS: Buyer = { isCompany: false, clubMember: false };

/** A line's group as line-rules names it (its pid), or null when it stands alone. */
function groupOf(line: ClientLine): string | null {
  if (typeof line.pid === 'string' && /^[\w-]{1,64}$/.test(line.pid)) return line.pid;
  return typeof line.pid === 'number' ? String(line.pid) : null;
}

/** The message of a refusal with the line number of the whole basket (the shaped basket may leave lines out). */
function renumbered(message: string, index: number): string {
  return message.replace(/^Ligne \d+/, `Ligne ${index + 1}`);
}

interface Shaping {
  /** Shaped lines with `index` back in the request's numbering. */
  shaped: ShapedLine[];
  /** Lines refused for a slot that cannot be booked any more, by request index. */
  refused: Map<number, { problem: string; message: string }>;
}

/**
 * Shapes the basket as initiation does. A line refused because one of its slots is gone (deleted, past, too soon,
 * unknown) is set aside with its group and the rest shaped again, so every line gets a verdict; any other refusal is
 * the one initiation would answer (400 naming the line).
 */
function shapeWhatCanBe(lines: ClientLine[], ctx: Parameters<typeof shapeBasket>[1]): Shaping {
  const refused = new Map<number, { problem: string; message: string }>();
  const left = new Set<number>();
  for (;;) {
    const kept = lines.map((_, i) => i).filter((i) => !left.has(i));
    if (kept.length === 0) return { shaped: [], refused };
    try {
      const shaped = shapeBasket(
        kept.map((i) => lines[i]!),
        ctx,
      ).map((line) => ({ ...line, index: kept[line.index]! }));
      return { shaped, refused };
    } catch (err) {
      if (!(err instanceof LineRuleError)) throw err;
      const at = err.line === null ? null : (kept[err.line] ?? null);
      const message = at === null ? err.message : renumbered(err.message, at);
      const problem = SLOT_PROBLEMS[err.code];
      if (at === null || !problem)
        throw new HttpError(err.status, message, err.code, at === null ? undefined : { line: at });
      refused.set(at, { problem, message });
      const group = groupOf(lines[at]!);
      lines.forEach((line, i) => {
        if (i === at || (group !== null && groupOf(line) === group)) left.add(i);
      });
    }
  }
}

export interface BasketAvailabilityInput {
  lines: ClientLine[];
  summarize: 'snaking' | 'summarize';
  /** The signed-in caller, or null: an anonymous caller's check counts every hold. */
  clientId: number | null;
  now: Date;
}

export async function checkBasketAvailability(db: Db, input: BasketAvailabilityInput): Promise<AvailabilityAnswer> {
  const { lines, clientId, now } = input;
  const [catalogue, buyer] = await Promise.all([
    loadCatalogue(db, lines),
    clientId === null ? ANONYMOUS : loadBuyer(db, clientId, now),
  ]);
  const { shaped, refused } = shapeWhatCanBe(lines, { catalogue, buyer, now, summarize: input.summarize });
  const wanted = holdQuantities(
    shaped.map((l) => ({ counter: l.counter, slotIds: l.slotIds, places: l.places, pid: l.pid })),
  );
  const items = await checkAvailability(
    db,
    [...wanted].map(([idPlanning, qty]) => ({ idPlanning, qty })),
    now,
    clientId,
  );
  const bySlot = new Map<number, SlotAvailability>(items.map((i) => [i.idPlanning, i]));
  const byIndex = new Map(shaped.map((l) => [l.index, l]));
  // When a slot cannot take the whole basket, the lines take its places in basket order and the ones left without
  // are named: once they are dropped, the rest is exactly what initiation accepts.
  const left = new Map(items.map((i) => [i.idPlanning, i.free]));

  const verdicts = lines.map((line, index): LineAvailability => {
    const refusal = refused.get(index);
    if (refusal) {
      const slots = [...new Set([...lineSlotIds(line), ...linkedSlotIdsOf(line)])];
      return { index, ok: false, slots, places: 0, problem: refusal.problem, message: refusal.message };
    }
    const s = byIndex.get(index);
    // Set aside with its group's booking (equipment, wristband): it holds nothing itself.
    if (!s) return { index, ok: true, slots: [], places: 0 };
    const closed = s.slotIds.map((id) => bySlot.get(id)).find((slot) => slot?.problem && slot.problem !== 'full');
    const fits = !closed && s.slotIds.every((id) => (left.get(id) ?? 0) >= s.places);
    if (fits) for (const id of s.slotIds) left.set(id, (left.get(id) ?? 0) - s.places);
    return fits
      ? { index, ok: true, slots: s.slotIds, places: s.places }
      : { index, ok: false, slots: s.slotIds, places: s.places, problem: closed?.problem ?? 'full' };
  });
  const ok = verdicts.every((v) => v.ok) && items.every((i) => i.ok);
  return ok ? { ok, items, lines: verdicts } : { ok, items, lines: verdicts, message: SLOT_FULL_MESSAGE };
}
