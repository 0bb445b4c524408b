import {
  RESERVATION_STORAGE_KEY,
  emptyReservation,
  loadReservation,
  parseReservation,
  reservationRecipes,
  saveReservation,
  updateReservation,
} from './reservation-state';

const ids = { aid: 1, oid: 5, fid: 10 };
const slotA = { idPlanning: 1, select: '2026-06-11T10:00:00+02:00', end: '2026-06-11T11:00:00+02:00', idRoom: 1 };

describe('reservation state', () => {
  beforeEach(() => sessionStorage.clear());

  it('is updated immutably by immer recipes', () => {
    const start = emptyReservation(ids);
    const withDay = updateReservation(start, reservationRecipes.chooseDay('2026-06-11'));
    const withSlot = updateReservation(withDay, reservationRecipes.chooseSlot(slotA));
    expect(start.day).toBeNull();
    expect(withSlot.date).toEqual(slotA);
    // Choosing another day forgets the slot; the same day keeps it.
    expect(updateReservation(withSlot, reservationRecipes.chooseDay('2026-06-11')).date).toEqual(slotA);
    expect(updateReservation(withSlot, reservationRecipes.chooseDay('2026-06-12')).date).toBeNull();
    const saved = updateReservation(withSlot, reservationRecipes.markSaved());
    expect(saved.saved).toBe(true);
    expect(updateReservation(saved, reservationRecipes.setCounts({ pilotes: 3 })).saved).toBe(false);
  });

  it('records pack steps and forgets the later ones when an earlier step changes', () => {
    let state = emptyReservation(ids);
    state = updateReservation(state, reservationRecipes.setPackStep(0, { ...slotA, name: 'A' }));
    state = updateReservation(state, reservationRecipes.setPackStep(1, { ...slotA, idPlanning: 2, name: 'B' }));
    expect(state.datesPack.map((s) => s.name)).toEqual(['A', 'B']);
    // An earlier step changed to the same hour as a later one: that later slot is forgotten (one activity at a time).
    state = updateReservation(state, reservationRecipes.setPackStep(0, { ...slotA, idPlanning: 3, name: 'A2' }));
    expect(state.datesPack.map((s) => s.name)).toEqual(['A2']);
    expect(state.date).toBeNull();
  });

  it("keeps an edited pack's second slot when the first changes without overlapping it, and selects it next", () => {
    const later = { idPlanning: 8, select: '2026-06-11T14:00:00+02:00', end: '2026-06-11T15:00:00+02:00', idRoom: 4 };
    let state = updateReservation(
      emptyReservation(ids, 'g1'),
      reservationRecipes.restorePack(
        [
          { ...slotA, name: 'KARTING' },
          { ...later, name: 'TRAMPOLINE' },
        ],
        { pilotes: 2, spectateurs: 1 },
      ),
    );
    expect(state).toMatchObject({ day: '2026-06-11', date: slotA, pilotes: 2, spectateurs: 1 });
    const earlier = { idPlanning: 9, select: '2026-06-11T09:00:00+02:00', end: '2026-06-11T09:30:00+02:00', idRoom: 1 };
    state = updateReservation(state, reservationRecipes.setPackStep(0, { ...earlier, name: 'KARTING' }));
    expect(state.datesPack.map((s) => s.idPlanning)).toEqual([9, 8]);
    // The next step opens on the kept slot, on its day.
    expect(state.date).toEqual(later);
    expect(state.day).toBe('2026-06-11');
  });

  it('survives a reload through sessionStorage', () => {
    const state = updateReservation(emptyReservation(ids), reservationRecipes.chooseSlot(slotA));
    saveReservation(sessionStorage, state);
    expect(loadReservation(sessionStorage, ids, null)).toEqual(state);
    // Another formula, or an edit of another group, starts afresh.
    expect(loadReservation(sessionStorage, { ...ids, fid: 11 }, null)).toBeNull();
    expect(loadReservation(sessionStorage, ids, 'pid-1')).toBeNull();
  });

  it('drops a corrupt stored value instead of crashing', () => {
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, '{not json');
    expect(loadReservation(sessionStorage, ids, null)).toBeNull();
    expect(sessionStorage.getItem(RESERVATION_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, JSON.stringify({ ...emptyReservation(ids), pilotes: -1 }));
    expect(loadReservation(sessionStorage, ids, null)).toBeNull();
    expect(parseReservation({ ...emptyReservation(ids), version: 2 })).toBeNull();
    expect(parseReservation({ ...emptyReservation(ids), date: { idPlanning: 'x' } })).toBeNull();
    expect(parseReservation(emptyReservation(ids))).toEqual(emptyReservation(ids));
  });

  it("keeps the recap forms' drafts with the selection, dropping drafts that are not an object alone", () => {
    const team = { TeamName: 'Les Bolides', player_1: 'Ana' };
    const withDrafts = updateReservation(emptyReservation(ids), reservationRecipes.setDraft('team', team));
    expect(withDrafts.drafts).toEqual({ team });
    expect(updateReservation(withDrafts, reservationRecipes.setDraft('team', undefined)).drafts).toEqual({});
    expect(parseReservation(JSON.parse(JSON.stringify(withDrafts)))).toEqual(withDrafts);
    expect(parseReservation({ ...emptyReservation(ids), drafts: 'forged' })).toEqual(emptyReservation(ids));
    expect(parseReservation({ ...emptyReservation(ids), drafts: { other: 1, child: null } })).toEqual(
      emptyReservation(ids),
    );
  });
});
