import { and, eq } from 'drizzle-orm';
import { planningSlots } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';

notePostgresSkipped();

// Ids of the demonstration park (api/src/seed/park-*.ts).
const KARTING = { aid: 1, fid: 1, article: 101 };
const TRAMPOLINE = { aid: 2 };
const VR = { aid: 5, fid: 14, article: 141 };
const PACK = { fid: 5, article: 221 };
const BIRTHDAY = { aid: 8, fid: 18, article: 172 };
const child = { nom: 'Léa', age: 7, gateaux: { id: 1, name: 'Chocolat' }, commentaires: 'Sans gluten' };

/**
 * 'Valider mes horaires' checks what the payment will hold, line by line: every slot of a line (a duo pack's second
 * slot, a birthday's linked slots) and its places (a virtual-reality arena whole), so the line that cannot be held is
 * the one marked, and a basket that passes is not refused with a 409 at initiation.
 */
describe.each(testDatabases())("the availability check answers for each line's slots and places, on %s", (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  const slotRow = async (id: number) =>
    (await park.ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, id)))[0]!;
  /** Leaves `free` places on a slot. */
  const leaveFree = async (id: number, free: number) => {
    const slot = await slotRow(id);
    await park.ctx.app.db
      .update(planningSlots)
      .set({ placesTaken: slot.placesMax - free })
      .where(eq(planningSlots.id, id));
  };
  const check = (body: Record<string, unknown>, token: string | null = park.individual.token) =>
    park.ctx.app.inject({
      method: 'POST',
      url: '/api/planning/availability',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      payload: body,
    });
  const kartLine = async (idPlanning: number, pid: string) => ({
    fid: KARTING.fid,
    id: KARTING.article,
    idTariff: (await park.tariff(KARTING.article)).id,
    counter: 1,
    pid,
    idPlanning,
  });

  it("marks the duo pack whose second slot is full, where the first slot alone said yes, as initiation's 409 says", async () => {
    const trampolines = await Promise.all((await park.slots(TRAMPOLINE.aid, 120, 24, 3)).map(slotRow));
    let chosen: { kart: number; after: number } | undefined;
    for (const kart of await Promise.all((await park.slots(KARTING.aid, 40, 26, 3)).map(slotRow))) {
      const after = trampolines.find((t) => t.startsAt >= kart.endsAt);
      if (after) {
        chosen = { kart: kart.id, after: after.id };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { kart, after } = chosen!;
    await leaveFree(after, 1);
    const other = (await park.slots(KARTING.aid, 40, 26, 2)).find((id) => id !== kart)!;
    const pack = { fid: PACK.fid, id: PACK.article, counter: 2, type: 3, pid: 'pack', idPlanning: kart };
    const lines = [await kartLine(other, 'kart'), { ...pack, idPlanningPack: [kart, after] }];

    // The historical check on the line's idPlanning alone: yes.
    expect((await check({ items: [{ idPlanning: kart, qty: 2 }] })).json().ok).toBe(true);
    const res = await check({ lines });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      lines: [
        { index: 0, ok: true, slots: [other], places: 1 },
        { index: 1, ok: false, problem: 'full', slots: [kart, after], places: 2 },
      ],
    });
    expect(res.json().items).toContainEqual({ idPlanning: after, qty: 2, free: 1, ok: false, problem: 'full' });
    const initiation = await park.initiate(lines);
    expect(initiation.statusCode).toBe(409);

    // Once the places are back, both agree again.
    await leaveFree(after, 2);
    expect((await check({ lines })).json()).toMatchObject({ ok: true, lines: [{ ok: true }, { ok: true }] });
    expect((await park.initiate(lines)).statusCode).toBe(200);
  });

  it('counts a virtual-reality line as its arena, whole', async () => {
    const slot = await park.slot(VR.aid, 30, 8);
    const { placesMax } = await slotRow(slot);
    await leaveFree(slot, placesMax - 1);
    const line = { fid: VR.fid, id: VR.article, counter: 3, pid: 'vr', idPlanning: slot };
    expect((await check({ items: [{ idPlanning: slot, qty: 3 }] }, null)).json().ok).toBe(true);
    expect((await check({ lines: [line] }, null)).json()).toMatchObject({
      ok: false,
      lines: [{ index: 0, ok: false, problem: 'full', slots: [slot], places: placesMax }],
    });
    expect((await park.initiate([line], { token: park.other.token })).statusCode).toBe(409);
  });

  it('marks the birthday whose linked activity slot is full', async () => {
    const [id] = await park.slots(BIRTHDAY.aid, 1, 30, 6);
    const main = await slotRow(id!);
    const linkedAt = async (activityId: number, at: Date) => {
      const [row] = await park.ctx.app.db
        .select({ id: planningSlots.id })
        .from(planningSlots)
        .where(and(eq(planningSlots.activityId, activityId), eq(planningSlots.startsAt, at)));
      return row!.id;
    };
    const kart = await linkedAt(KARTING.aid, main.startsAt);
    const jump = await linkedAt(TRAMPOLINE.aid, new Date(main.startsAt.getTime() + 60 * 60_000));
    await leaveFree(jump, 4);
    const line = {
      fid: BIRTHDAY.fid,
      id: BIRTHDAY.article,
      counter: 6,
      pid: 'anniv',
      idPlanning: main.id,
      idPlanningLinked: [kart, jump],
      anniversaires: child,
    };
    const res = await check({ lines: [line] });
    expect(res.json()).toMatchObject({
      ok: false,
      lines: [{ index: 0, ok: false, problem: 'full', slots: [main.id, kart, jump], places: 6 }],
    });
    expect((await park.initiate([line])).statusCode).toBe(409);
  });
});
