/**
 * Basket groups on a slot for tests, shaped field by field as the booking area builds them (mf-booking's
 * buildBookingLines, buildExtraLines, buildEventLines). Copied, not imported: areas never import each other's code.
 * Dates: late November 2026 (after the basket tests' fixed clock).
 */
import type { BasketExtraKind, BasketLine, BasketLineType } from 'shared-events';

const SLOT = { select: '2026-11-28T15:00:00+01:00', end: '2026-11-28T16:00:00+01:00', day: '28/11/2026' };

interface ExtraFields {
  nid: string;
  id: number;
  idTariff: number;
  price: number;
  counter: number;
  description: string;
  extra: BasketExtraKind;
  /** Equipment and wristband lines are of type 0 (buildBookingLines); accessories and drinks take the booking's. */
  type?: BasketLineType;
}

/** A line added with a booking: same pid and ids, the booking's date for display, no planning id nor room. */
function extraOf(main: BasketLine, fields: ExtraFields): BasketLine {
  return {
    nid: fields.nid,
    pid: main.pid,
    aid: main.aid,
    oid: main.oid,
    fid: main.fid,
    id: fields.id,
    idTariff: fields.idTariff,
    idTarif: fields.idTariff,
    price: fields.price,
    counter: fields.counter,
    type: fields.type ?? main.type,
    description: fields.description,
    subDescription: main.description,
    idPlanning: null,
    idRoom: null,
    select: main.select,
    day: main.day,
    houre: main.houre,
    end: main.end,
    color: main.color,
    spectateurs: 0,
    complet: false,
    extra: fields.extra,
  };
}

/** A booking's line on its slot (buildBookingLines' activity line, buildEventLines' event line). */
function slotLine(
  fields: Partial<BasketLine> & Pick<BasketLine, 'nid' | 'pid' | 'aid' | 'oid' | 'fid' | 'id'>,
): BasketLine {
  return {
    idTariff: 501,
    idTarif: 501,
    price: 15,
    counter: 3,
    type: 0,
    description: '1 HEURE DE SAUT',
    subDescription: 'TRAMPOLINE PARK',
    idPlanning: 77,
    idRoom: 4,
    select: SLOT.select,
    day: SLOT.day,
    houre: '15:00',
    end: SLOT.end,
    color: '#e30613',
    background: '#fde2e4',
    spectateurs: 0,
    complet: false,
    ...fields,
  };
}

/** An activity booking (trampoline, aid 1 / oid 5 / fid 10): activity, equipment, wristband, socks and a soft. */
export function activityGroup(pid = 'group-1'): BasketLine[] {
  const main = slotLine({
    nid: 'n1',
    pid,
    aid: 1,
    oid: 5,
    fid: 10,
    id: 100,
    offersAccessories: true,
    offersBracelet: true,
  });
  return [
    main,
    extraOf(main, {
      nid: 'n2',
      id: 100,
      idTariff: 502,
      price: 2.5,
      counter: 2,
      description: 'Équipement',
      extra: 'equipment',
      type: 0,
    }),
    extraOf(main, {
      nid: 'n3',
      id: 100,
      idTariff: 503,
      price: 2.5,
      counter: 1,
      description: 'Bracelet connecté',
      extra: 'bracelet',
      type: 0,
    }),
    extraOf(main, {
      nid: 'n4',
      id: 231,
      idTariff: 46,
      price: 3,
      counter: 3,
      description: 'Chaussettes antidérapantes',
      extra: 'accessory',
    }),
    extraOf(main, {
      nid: 'n5',
      id: 301,
      idTariff: 61,
      price: 3.5,
      counter: 2,
      description: 'COCA-COLA 33CL',
      extra: 'drink',
    }),
  ];
}

/** A duo pack (aid 1 / oid 5 / fid 12, type 3): the pack line with its dates, an equipment line and an accessory. */
export function packGroup(pid = 'group-pack'): BasketLine[] {
  const dates = [
    {
      name: 'TRAMPOLINE',
      day: SLOT.day,
      houre: '15:00',
      idPlanning: 11,
      select: SLOT.select,
      end: SLOT.end,
      idRoom: 4,
    },
    {
      name: 'LASER GAME',
      day: SLOT.day,
      houre: '16:30',
      idPlanning: 12,
      select: '2026-11-28T16:30:00+01:00',
      end: '2026-11-28T17:00:00+01:00',
      idRoom: 7,
    },
  ];
  const main = slotLine({
    nid: 'p1',
    pid,
    aid: 1,
    oid: 5,
    fid: 12,
    id: 120,
    idTariff: 521,
    idTarif: 521,
    price: 24,
    counter: 2,
    type: 3,
    description: 'PACK DUO',
    idPlanning: 11,
    dates,
    idPlanningPack: [11, 12],
    qrcodeDatesPack: dates.map((d) => `${d.name} : ${d.day} à ${d.houre}`),
  });
  return [
    main,
    extraOf(main, {
      nid: 'p2',
      id: 120,
      idTariff: 522,
      price: 2.5,
      counter: 2,
      description: 'Équipement',
      extra: 'equipment',
      type: 0,
    }),
    extraOf(main, {
      nid: 'p3',
      id: 231,
      idTariff: 46,
      price: 3,
      counter: 2,
      description: 'Chaussettes antidérapantes',
      extra: 'accessory',
    }),
  ];
}

/** A birthday (aid 6 / oid 8 / fid 30): the birthday line with its child form and linked slots, and its snack. */
export function birthdayGroup(pid = 'group-bday'): BasketLine[] {
  const main = slotLine({
    nid: 'b1',
    pid,
    aid: 6,
    oid: 8,
    fid: 30,
    id: 140,
    idTariff: 540,
    idTarif: 540,
    price: 19,
    counter: 8,
    description: 'ANNIVERSAIRE LASER GAME',
    subDescription: 'LASER GAME',
    idPlanning: 90,
    idRoom: 2,
    idPlanningLinked: [91],
    anniversaires: { nom: 'Léa', age: 9, gateaux: { id: 1, name: 'Chocolat' }, commentaires: '' },
    color: '#22c55e',
  });
  return [
    main,
    extraOf(main, {
      nid: 'b2',
      id: 240,
      idTariff: 64,
      price: 4,
      counter: 8,
      description: 'Goûter',
      extra: 'accessory',
    }),
  ];
}

/** An event booking (events activity, aid 9 / oid 3 / fid 40, type 2): the event line and its drinks. */
export function eventGroup(pid = 'group-event'): BasketLine[] {
  const main = slotLine({
    nid: 'e1',
    pid,
    aid: 9,
    oid: 3,
    fid: 40,
    id: 400,
    idTariff: 700,
    idTarif: 700,
    price: 29,
    counter: 4,
    type: 2,
    description: 'SOIRÉE BOWLING',
    subDescription: 'ÉVÉNEMENTS',
    idPlanning: 55,
    idRoom: 3,
    color: '#f59e0b',
  });
  return [
    main,
    extraOf(main, {
      nid: 'e2',
      id: 302,
      idTariff: 62,
      price: 18,
      counter: 1,
      description: 'PLANCHE APÉRO',
      extra: 'drink',
    }),
  ];
}
