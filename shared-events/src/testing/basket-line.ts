import type { BasketLine } from '../types';

/** A basket line for the tests, with the given fields over plain defaults (its group `g<nid>` unless given). */
export function basketLine(
  fields: Omit<Partial<BasketLine>, 'nid' | 'pid'> & { nid: string | number; pid?: string | number },
): BasketLine {
  const { nid, pid, ...rest } = fields;
  return {
    pid: pid === undefined ? `g${nid}` : String(pid),
    aid: 1,
    oid: 2,
    fid: 3,
    id: 10,
    idTariff: 100,
    price: 20,
    counter: 1,
    type: 0,
    description: 'KARTING',
    idPlanning: null,
    select: null,
    day: null,
    houre: null,
    end: null,
    idRoom: null,
    color: '#e30613',
    spectateurs: 0,
    complet: false,
    ...rest,
    nid: String(nid),
  };
}
