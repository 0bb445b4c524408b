import type { ParkEvent } from '../bus/events';
import type { BasketLine } from '../types';

const line = (over: Partial<BasketLine> = {}): BasketLine => ({
  nid: 'n1',
  pid: 'p1',
  aid: 1,
  oid: 2,
  fid: 3,
  id: 40,
  idTariff: 400,
  price: 12.5,
  counter: 2,
  type: 0,
  description: 'KARTING 10 MIN',
  idPlanning: 77,
  select: '2026-03-29T14:00:00+02:00',
  day: '29/03/2026',
  houre: '14:00',
  end: '2026-03-29T14:10:00+02:00',
  idRoom: 5,
  color: '#ff0000',
  spectateurs: 0,
  complet: false,
  ...over,
});

function load() {
  let mod!: typeof import('./basket-store') & { bus: typeof import('../bus/bus').bus };
  jest.isolateModules(() => {
    mod = { ...require('./basket-store'), bus: require('../bus/bus').bus };
  });
  return mod;
}

beforeEach(() => {
  localStorage.clear();
  delete (globalThis as Record<string, unknown>).__parkBus__;
});

describe('basketStore', () => {
  it('starts empty and stores lines under park.basket.v1', () => {
    const { basketStore } = load();
    expect(basketStore.get()).toEqual({ lines: [], promoCodes: [], validated: false });
    basketStore.update((d) => {
      d.lines.push(line());
    });
    expect(JSON.parse(localStorage.getItem('park.basket.v1')!).lines[0].nid).toBe('n1');
  });

  it('announces basket:changed when the lines change, not for other fields', () => {
    const { basketStore, bus } = load();
    const seen: ParkEvent[] = [];
    bus.events$.subscribe((e) => seen.push(e));
    basketStore.update((d) => {
      d.lines.push(line());
    });
    basketStore.update((d) => {
      d.validated = true;
    });
    basketStore.update((d) => {
      d.lines[0]!.counter = 3;
    });
    const changes = seen.filter((e) => e.type === 'basket:changed');
    expect(changes).toHaveLength(2);
    expect(changes[1]).toEqual({ type: 'basket:changed', lines: [line({ counter: 3 })] });
  });

  it('reads back a valid stored basket and drops one with a malformed line', () => {
    localStorage.setItem(
      'park.basket.v1',
      JSON.stringify({
        lines: [line()],
        promoCodes: [{ label: 'ETE', articles: '40', percentage: 10 }],
        validated: false,
      }),
    );
    expect(load().basketStore.get().lines).toHaveLength(1);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'park.basket.v1',
      JSON.stringify({ lines: [{ ...line(), price: '12,50' }], promoCodes: [], validated: false }),
    );
    expect(load().basketStore.get().lines).toHaveLength(0);
  });

  it('checks the optional lists of a stored line, item by item', () => {
    const { isBasketLine } = load();
    const date = {
      name: 'Karting',
      day: '29/03/2026',
      houre: '14:00',
      idPlanning: 78,
      select: '2026-03-29T14:00:00+02:00',
    };
    expect(isBasketLine(line())).toBe(true);
    expect(
      isBasketLine(
        line({
          dates: [date, { ...date, end: '2026-03-29T14:10:00+02:00', idRoom: 5 }],
          idPlanningPack: [78, 79],
          idPlanningLinked: [80],
          qrcodeDatesPack: ['29/03/2026 14:00'],
          subDescriptions: ['Trampoline 1 h'],
        }),
      ),
    ).toBe(true);
    const bad: Record<string, unknown>[] = [
      { dates: 'soon' },
      { dates: [{ ...date, idPlanning: '78' }] },
      { dates: [{ ...date, idRoom: null }] },
      { dates: [null] },
      { idPlanningPack: 78 },
      { idPlanningPack: [78, '79'] },
      { idPlanningLinked: [Number.NaN] },
      { idPlanningLinked: {} },
      { qrcodeDatesPack: [1] },
      { subDescriptions: 'Trampoline' },
    ];
    for (const over of bad) expect(isBasketLine({ ...line(), ...over })).toBe(false);
  });
});

describe('other stores', () => {
  it('sessionStore, transactionStore and snackingAddressStore use their versioned keys and defaults', () => {
    let mods!: {
      session: typeof import('./session-store');
      tx: typeof import('./transaction-store');
      snack: typeof import('./snacking-address-store');
    };
    jest.isolateModules(() => {
      mods = {
        session: require('./session-store'),
        tx: require('./transaction-store'),
        snack: require('./snacking-address-store'),
      };
    });
    expect(mods.session.sessionStore.get().token).toBeNull();
    mods.session.sessionStore.update((d) => {
      d.token = 't';
      d.clientId = 4;
      d.signInType = 'anonyme';
    });
    expect(JSON.parse(localStorage.getItem('park.session.v1')!).signInType).toBe('anonyme');
    expect(mods.tx.transactionStore.get()).toBeNull();
    mods.tx.transactionStore.set({ reference: 'R1', emailCheck: false, salesCheck: true, bookingsCheck: false });
    expect(JSON.parse(localStorage.getItem('park.transaction.v1')!).salesCheck).toBe(true);
    expect(mods.snack.snackingAddressStore.get()).toBe('/');
    mods.snack.snackingAddressStore.set('/activites/3/2/7/snaking');
    expect(JSON.parse(localStorage.getItem('park.snackingAddress.v1')!)).toBe('/activites/3/2/7/snaking');
  });

  it('rejects a session with an unknown sign-in type and a transaction with missing checks', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'park.session.v1',
      JSON.stringify({
        token: 'x',
        clientId: 1,
        signInType: 'admin',
        loginType: null,
        currentUser: null,
        ticketsEmail: null,
        returnTo: null,
      }),
    );
    localStorage.setItem('park.transaction.v1', JSON.stringify({ reference: 'R' }));
    localStorage.setItem('park.snackingAddress.v1', JSON.stringify('http://evil.example'));
    jest.isolateModules(() => {
      expect(require('./session-store').sessionStore.get().token).toBeNull();
      expect(require('./transaction-store').transactionStore.get()).toBeNull();
      expect(require('./snacking-address-store').snackingAddressStore.get()).toBe('/');
    });
  });
});
