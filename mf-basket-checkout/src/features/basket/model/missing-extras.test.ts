import type { BasketLine } from '../../../shared/platform/types';
import { missingExtras, missingText } from './missing-extras';

const line = (overrides: Partial<BasketLine>): BasketLine =>
  ({
    nid: overrides.nid ?? 'n',
    pid: 'p',
    aid: 2,
    oid: 4,
    fid: 6,
    id: 111,
    price: 15,
    counter: 2,
    type: 0,
    description: 'TRAMPOLINE 1H',
    idPlanning: 9,
    select: '2026-12-05T14:00:00+01:00',
    day: '05/12/2026',
    houre: '14:00',
    end: null,
    idRoom: 5,
    color: '#000',
    spectateurs: 0,
    complet: false,
    ...overrides,
  }) as BasketLine;

describe('the basket’s prompt for accessories and wristbands', () => {
  it('names each booking offering them whose group holds none', () => {
    const jump = line({ nid: 'a', offersAccessories: true, offersBracelet: true });
    expect(missingExtras([jump])).toEqual([{ line: jump, accessories: true, bracelet: true }]);
    const socks = line({ nid: 'b', id: 231, idPlanning: null, extra: 'accessory' });
    expect(missingExtras([jump, socks])).toEqual([{ line: jump, accessories: false, bracelet: true }]);
    const band = line({ nid: 'c', idPlanning: null, extra: 'bracelet' });
    expect(missingExtras([jump, socks, band])).toEqual([]);
    // Another group's accessory does not count.
    const other = line({ nid: 'd', pid: 'q', id: 231, idPlanning: null, extra: 'accessory' });
    expect(missingExtras([jump, other, band])).toEqual([{ line: jump, accessories: true, bracelet: false }]);
    // A booking offering nothing is never named.
    expect(missingExtras([line({ nid: 'e' })])).toEqual([]);
  });

  it('says what is missing in French', () => {
    expect(missingText({ accessories: true, bracelet: true })).toBe('accessoires et bracelet connecté');
    expect(missingText({ accessories: false, bracelet: true })).toBe('bracelet connecté');
    expect(missingText({ accessories: true, bracelet: false })).toBe('accessoires');
  });
});
