import { and, eq } from 'drizzle-orm';
import { bookings, orders, planningSlots, slotHolds } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';
import { BIRTHDAY_FORM_MISSING } from './line-rules';

notePostgresSkipped();

// The demonstration park: ANNIVERSAIRE KARTING (fid 18) includes SESSION ENFANT 8 MIN (karting, +0 min)
// and TRAMPOLINE 1H (+60 min).
const BIRTHDAY = { aid: 8, fid: 18, article: 172 };
const child = { nom: 'Léa', age: 7, gateaux: { id: 1, name: 'Chocolat' }, commentaires: 'Allergie aux noix' };

describe.each(testDatabases())('a birthday holds and takes its linked places, on %s', (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  const slotAt = async (activityId: number, at: Date) => {
    const [row] = await park.ctx.app.db
      .select({ id: planningSlots.id })
      .from(planningSlots)
      .where(and(eq(planningSlots.activityId, activityId), eq(planningSlots.startsAt, at)));
    if (!row) throw new Error(`no slot of activity ${activityId} at ${at.toISOString()}`);
    return row.id;
  };
  const birthday = async (nth = 0) => {
    const [id] = (await park.slots(BIRTHDAY.aid, nth + 1)).slice(nth);
    const [slot] = await park.ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, id!));
    const kart = await slotAt(1, slot!.startsAt);
    const jump = await slotAt(2, new Date(slot!.startsAt.getTime() + 60 * 60_000));
    return { id: id!, kart, jump };
  };
  const line = (slots: { id: number }, extra: Record<string, unknown>) => ({
    fid: BIRTHDAY.fid,
    id: BIRTHDAY.article,
    counter: 6,
    pid: 'anniv',
    idPlanning: slots.id,
    anniversaires: child,
    ...extra,
  });

  it('refuses a birthday without its linked slots, or with a slot at the wrong time', async () => {
    const slots = await birthday();
    const bare = await park.initiate([line(slots, {})]);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('BIRTHDAY_LINKED_SLOTS');
    const wrongTime = await park.initiate([line(slots, { idPlanningLinked: [slots.kart, slots.kart + 1] })]);
    expect(wrongTime.statusCode).toBe(400);
    expect(wrongTime.json().code).toBe('BIRTHDAY_LINKED_SLOTS');
  });

  it('refuses a birthday without its child form, and holds nothing', async () => {
    const slots = await birthday(2);
    for (const form of [undefined, null]) {
      const res = await park.initiate([
        line(slots, { idPlanningLinked: [slots.kart, slots.jump], anniversaires: form }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BIRTHDAY_FORM_MISSING');
      expect(res.json().message).toBe(`Ligne 1 (ANNIVERSAIRE KARTING (PAR ENFANT)) : ${BIRTHDAY_FORM_MISSING}`);
    }
    const held = await park.ctx.app.db.select().from(slotHolds).where(eq(slotHolds.slotId, slots.id));
    expect(held).toEqual([]);
  });

  it('holds the birthday slot and the linked karting and trampoline slots, then books all three with the child form in the notes', async () => {
    const slots = await birthday(1);
    const res = await park.initiate([line(slots, { idPlanningLinked: [slots.jump, slots.kart] })]);
    expect(res.statusCode).toBe(200);
    const reference = res.json().reference;
    const holds = await park.ctx.app.db.select().from(slotHolds).where(eq(slotHolds.reference, reference));
    expect(holds.map((h) => [h.slotId, h.qty]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      [slots.id, slots.kart, slots.jump].sort((a, b) => a - b).map((id) => [id, 6]),
    );
    expect(await park.pay(reference, Math.round(Number(res.json().amount) * 100))).toBe(200);
    const [order] = await park.ctx.app.db.select().from(orders).where(eq(orders.reference, reference));
    const booked = await park.ctx.app.db.select().from(bookings).where(eq(bookings.orderId, order!.id));
    expect(booked.map((b) => b.slotId).sort((a, b) => a - b)).toEqual(
      [slots.id, slots.kart, slots.jump].sort((a, b) => a - b),
    );
    for (const b of booked) {
      expect(b.qty).toBe(6);
      expect(b.notes).toBe('Anniversaire de Léa, 7 ans, gâteau : Chocolat — Allergie aux noix');
    }
    // The confirmation page's booking call (its own text in `notes`) leaves the staff's notes as the server wrote them.
    const confirmed = await park.ctx.app.inject({
      method: 'POST',
      url: `/api/planning/scheduledTask/${slots.id}/bookings`,
      headers: { authorization: `Bearer ${park.individual.token}` },
      payload: { reference, idPlanning: slots.id, notes: 'ANNIVERSAIRE KARTING (PAR ENFANT)', fullName: 'Alice' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().notes).toBe('Anniversaire de Léa, 7 ans, gâteau : Chocolat — Allergie aux noix');
    const [kart] = await park.ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, slots.kart));
    expect(kart!.placesTaken).toBe(6);
  });
});
