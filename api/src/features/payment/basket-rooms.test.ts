import { eq } from 'drizzle-orm';
import { planningSlots } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';
import { checkGroups, ROOM_TAKEN_IN_BASKET } from './basket-rules';
import type { ShapedLine } from './shaped-line';

notePostgresSkipped();

// Ids of the demonstration park (api/src/seed/park-*.ts).
const KARTING = { aid: 1 };
const TRAMPOLINE = { aid: 2, fid: 6, article: 111 };
const BOWLING = { aid: 3, fid: 9, article: 121 };
const PACK = { fid: 5, article: 221 };

describe('one booking per room and start in a basket (spec §5)', () => {
  const booking = (index: number, pid: string, slot: number, kind: ShapedLine['kind'] = 'activity'): ShapedLine => ({
    index,
    kind,
    id: 111,
    idTariff: 1,
    counter: 2,
    fid: 6,
    pid,
    idPlanning: slot,
    slotIds: [slot],
    places: 2,
    description: 'TRAMPOLINE 1H',
    details: {},
  });
  const ctx = { now: new Date(), summarize: 'summarize' as const, buyer: { isCompany: false, clubMember: false } };

  it('refuses a second group booking the slot (its room at its start) another group books', () => {
    expect(() => checkGroups([booking(0, 'a', 7), booking(1, 'b', 7, 'pack')], ctx)).toThrow(
      `Ligne 2 : ${ROOM_TAKEN_IN_BASKET}`,
    );
  });

  it('accepts other rooms at the same start (two bowling lanes)', () => {
    expect(() => checkGroups([booking(0, 'a', 7), booking(1, 'b', 8)], ctx)).not.toThrow();
  });

  it('refuses a slot another group takes as a pack’s second slot or a birthday’s linked slot, whichever comes first', () => {
    const pack = { ...booking(0, 'p', 3, 'pack'), slotIds: [3, 7] };
    expect(() => checkGroups([pack, booking(1, 'b', 7)], ctx)).toThrow(`Ligne 2 : ${ROOM_TAKEN_IN_BASKET}`);
    expect(() => checkGroups([booking(0, 'b', 7), { ...pack, index: 1 }], ctx)).toThrow(
      `Ligne 2 : ${ROOM_TAKEN_IN_BASKET}`,
    );
    const birthday = { ...booking(0, 'k', 20), slotIds: [20, 21, 22] };
    expect(() => checkGroups([birthday, booking(1, 'b', 22)], ctx)).toThrow(`Ligne 2 : ${ROOM_TAKEN_IN_BASKET}`);
    expect(() => checkGroups([birthday, { ...pack, index: 1, slotIds: [21, 30] }], ctx)).toThrow(
      `Ligne 2 : ${ROOM_TAKEN_IN_BASKET}`,
    );
    expect(() => checkGroups([birthday, { ...pack, index: 1 }, booking(2, 'b', 8)], ctx)).not.toThrow();
  });
});

/** Spec §5: the site hides a slot whose room the basket books at its start; the server refuses such a basket. */
describe.each(testDatabases())('one group per room and start in a basket, on %s', (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  it('refuses two groups booking one room at the same start, as the site hides the slot', async () => {
    const slot = await park.slot(TRAMPOLINE.aid, 30, 4);
    const group = (pid: string, idPlanning: number) => ({
      fid: TRAMPOLINE.fid,
      id: TRAMPOLINE.article,
      counter: 2,
      pid,
      idPlanning,
    });
    const res = await park.initiate([group('a', slot), group('b', slot)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ROOM_TAKEN_IN_BASKET', line: 1 });
    expect(res.json().message).toBe(
      'Ligne 2 : ce créneau est déjà réservé par une autre réservation de votre panier (même salle, même horaire) : choisissez un autre créneau.',
    );
  });

  it('still sells two bowling lanes at one start, and refuses a booking on the slot a pack takes second', async () => {
    const db = park.ctx.app.db;
    const row = async (id: number) => (await db.select().from(planningSlots).where(eq(planningSlots.id, id)))[0]!;
    const lanes = await Promise.all((await park.slots(BOWLING.aid, 2, 30, 6)).map(row));
    expect(lanes[0]!.roomId).not.toBe(lanes[1]!.roomId);
    expect(lanes[0]!.startsAt.getTime()).toBe(lanes[1]!.startsAt.getTime());
    const bowl = (pid: string, idPlanning: number) => ({
      fid: BOWLING.fid,
      id: BOWLING.article,
      counter: 6,
      pid,
      idPlanning,
    });
    const twoLanes = await park.initiate([bowl('l1', lanes[0]!.id), bowl('l2', lanes[1]!.id)]);
    expect(twoLanes.statusCode).toBe(200);

    const kart = await row(await park.slot(KARTING.aid, 60));
    const trampolines = await Promise.all((await park.slots(TRAMPOLINE.aid, 40, 60, 4)).map(row));
    const after = trampolines.find((t) => t.startsAt >= kart.endsAt)!;
    const pack = { fid: PACK.fid, id: PACK.article, counter: 1, type: 3, pid: 'p', idPlanning: kart.id };
    const trampoline = { fid: TRAMPOLINE.fid, id: TRAMPOLINE.article, counter: 2, pid: 't', idPlanning: after.id };
    const res = await park.initiate([{ ...pack, idPlanningPack: [kart.id, after.id] }, trampoline], {
      token: park.other.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ROOM_TAKEN_IN_BASKET', line: 1 });
    const apart = trampolines.find((t) => t.startsAt >= kart.endsAt && t.id !== after.id)!;
    const fine = await park.initiate(
      [
        { ...pack, idPlanningPack: [kart.id, after.id] },
        { ...trampoline, idPlanning: apart.id },
      ],
      { token: park.other.token },
    );
    expect(fine.statusCode).toBe(200);
  });
});
