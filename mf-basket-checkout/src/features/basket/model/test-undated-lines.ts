/**
 * Undated basket groups for tests, shaped field by field as the booking area builds them (mf-booking's
 * buildSubscriptionLines, buildClubLine, buildCompanyLines). Copied, not imported: areas never import each other's code.
 */
import type { BasketLine } from '../../../shared/platform/types';

/** A subscription (aid 11 / oid 14 / fid 26): the subscription line (abo) then its socks and wristband, no abo flag. */
export function subscriptionGroup(pid = 'group-abo'): BasketLine[] {
  const common = {
    pid,
    aid: 11,
    oid: 14,
    fid: 26,
    select: null,
    day: '01/12/2026',
    houre: null,
    end: null,
    idPlanning: null,
    idRoom: null,
    color: '#6366F1',
    spectateurs: 0,
    complet: false,
    accessStart: '2026-12-01T00:00:00+01:00',
    accessEnd: '2027-01-01T00:00:00+01:00',
    validity: 1,
  };
  const name = 'TRAMPOLINES - ABONNEMENTS 1 MOIS';
  return [
    {
      ...common,
      nid: 'a1',
      id: 201,
      idTariff: 41,
      idTarif: 41,
      price: 39,
      counter: 2,
      type: 8,
      abo: true,
      description: name,
      subDescription: 'Du 01/12/2026 au 01/01/2027',
    },
    {
      ...common,
      nid: 'a2',
      id: 231,
      idTariff: 46,
      idTarif: 46,
      price: 6,
      counter: 2,
      type: 0,
      description: 'Chaussettes antidérapantes',
      subDescription: name,
    },
    {
      ...common,
      nid: 'a3',
      id: 232,
      idTariff: 47,
      idTarif: 47,
      price: 3,
      counter: 1,
      type: 0,
      description: 'Bracelet connecté',
      subDescription: name,
    },
  ];
}

/** The 360 Family Club membership (aid 12 / oid 15 / fid 28): one line, its own pid, as buildClubLine makes it. */
export function clubLine(pid = 'club'): BasketLine {
  return {
    nid: 'c1',
    pid,
    aid: 12,
    oid: 15,
    fid: 28,
    id: 211,
    idTariff: 90,
    idTarif: 90,
    price: 50,
    counter: 1,
    type: 8,
    validity: 12,
    familyClub: true,
    description: '360 FAMILY CLUB - ADHÉSION 1 AN',
    subDescription: 'Du 23/11/2026 au 23/11/2027',
    idPlanning: null,
    select: null,
    day: '23/11/2026',
    houre: null,
    end: null,
    idRoom: null,
    color: '#D946EF',
    background: '#F8DDFC',
    spectateurs: 0,
    complet: false,
    accessStart: '2026-11-23T00:00:00+01:00',
    accessEnd: '2027-11-23T00:00:00+01:00',
  };
}

/** A company order (company activity, aid 13 / oid 16): one undated type-1 line per ticket type, one pid. */
export function companyGroup(pid = 'group-cse'): BasketLine[] {
  const common = {
    pid,
    aid: 13,
    oid: 16,
    type: 1 as const,
    select: null,
    day: null,
    houre: null,
    end: null,
    idPlanning: null,
    idRoom: null,
    color: '#0ea5e9',
    spectateurs: 0,
    complet: false,
  };
  return [
    {
      ...common,
      nid: 't1',
      fid: 50,
      id: 500,
      idTariff: 800,
      idTarif: 800,
      price: 12,
      counter: 10,
      description: 'BILLET KARTING',
    },
    {
      ...common,
      nid: 't2',
      fid: 51,
      id: 501,
      idTariff: 801,
      idTarif: 801,
      price: 9,
      counter: 5,
      description: 'BILLET BOWLING',
    },
  ];
}
