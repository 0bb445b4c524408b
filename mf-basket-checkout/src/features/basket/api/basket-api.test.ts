import { mockHttp, resetStores, type HttpStub } from 'shared-events/testing';
import { activityCode, checkAvailability, checkPromoCode } from './basket-api';

let mock: HttpStub;
beforeEach(() => {
  mock = mockHttp();
});
afterEach(() => mock.restore());

describe('checkAvailability', () => {
  it("reads the API's answer, a refused item making its slot unavailable", async () => {
    mock.onPost('/planning/availability').reply(200, {
      ok: false,
      items: [
        { idPlanning: 1, qty: 5, free: 4, ok: false, problem: 'complet' },
        { idPlanning: 2, qty: 2, free: 8, ok: true },
      ],
    });
    expect(
      await checkAvailability(
        [
          { idPlanning: 1, qty: 5 },
          { idPlanning: 2, qty: 2 },
        ],
        ['2026-11-24'],
      ),
    ).toEqual([
      { idPlanning: 1, free: 4, deleted: true },
      { idPlanning: 2, free: 8, deleted: false },
    ]);
  });
  it('falls back to the planning browse of each day when the call does not exist', async () => {
    mock.onPost('/planning/availability').reply(404, {});
    mock
      .onGet('/planning/browse', { params: { dates: '2026-11-24' } })
      .reply(200, [{ id: 1, placesMax: 8, placesTaken: 3 }]);
    mock
      .onGet('/planning/browse', { params: { dates: '2026-11-25' } })
      .reply(200, [{ id: 2, placesMax: 8, placesTaken: 8, deleted: true }]);
    expect(await checkAvailability([{ idPlanning: 1, qty: 1 }], ['2026-11-24', '2026-11-25'])).toEqual([
      { idPlanning: 1, free: 5, deleted: false },
      { idPlanning: 2, free: 0, deleted: true },
    ]);
  });
  it('does not hide a server failure behind the fallback', async () => {
    mock.onPost('/planning/availability').reply(500, {});
    await expect(checkAvailability([{ idPlanning: 1, qty: 1 }], ['2026-11-24'])).rejects.toThrow();
  });
  it('asks nothing for a basket without slots', async () => {
    expect(await checkAvailability([], [])).toEqual([]);
    expect(mock.history.post).toHaveLength(0);
  });
});

describe('checkPromoCode', () => {
  it('returns the code of a 200 answer', async () => {
    mock
      .onPost('/v1/codepromos/check')
      .reply(200, { statusCode: 200, data: { codePromo: { label: 'ETE', articles: '1,2', percentage: 15 } } });
    expect(await checkPromoCode('ete')).toEqual({ ok: true, code: { label: 'ETE', articles: '1,2', percentage: 15 } });
  });
  it('is not ok on a 404, an error or a malformed answer', async () => {
    mock.onPost('/v1/codepromos/check').replyOnce(404, { statusCode: 404, message: 'x' });
    mock.onPost('/v1/codepromos/check').replyOnce(500);
    mock.onPost('/v1/codepromos/check').replyOnce(200, { statusCode: 200, data: {} });
    mock.onPost('/v1/codepromos/check').networkErrorOnce();
    for (let i = 0; i < 4; i += 1) expect(await checkPromoCode('X')).toEqual({ ok: false });
  });
});

describe('activityCode', () => {
  beforeEach(() => resetStores());

  it("reads the code from the catalogue once, then from the page's data layer", async () => {
    mock.onGet('/v1/activites').replyOnce(200, {
      data: [
        { aid: 1, code: 'karting' },
        { aid: '9', code: 'events' },
      ],
    });
    expect(await activityCode(1)).toBe('karting');
    expect(await activityCode(9)).toBe('events');
    expect(await activityCode(4)).toBeNull();
    expect(await activityCode(null)).toBeNull();
    expect(mock.history.get.filter((r) => r.url === '/v1/activites')).toHaveLength(1);
  });

  it('fails when the catalogue cannot be read (not a guess), and asks again the next time', async () => {
    mock
      .onGet('/v1/activites')
      .replyOnce(500)
      .onGet('/v1/activites')
      .replyOnce(200, { data: [{ aid: 1, code: 'karting' }] });
    await expect(activityCode(1)).rejects.toThrow();
    expect(await activityCode(1)).toBe('karting');
  });
});
