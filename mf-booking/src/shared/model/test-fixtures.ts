import type { Activity, Formula, Slot, Tariff } from './types';

/** Small builders for the model tests (plain data, no mocks). */
export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    aid: 1,
    name: 'TRAMPOLINES',
    status: true,
    menu: true,
    color: '#e6007e',
    color1: '#e6007e',
    color2: '#ffffff',
    image: '',
    logo: '',
    strings: '{"string_1":"","string_2":""}',
    code: 'trampoline',
    minParticipants: 0,
    maxParticipants: 60,
    spectatorFactor: 1,
    counterUnit: 'people',
    sort: 0,
    ...overrides,
  };
}

export function formula(overrides: Partial<Formula> = {}): Formula {
  return {
    fid: 10,
    oid: 5,
    aid: 1,
    name: '1 HEURE DE SAUT',
    article: 100,
    color: '#000000',
    image: '',
    date: null,
    rooms: '',
    relatedAccessoires: '',
    relatedPack: '',
    strings: '{"string_1":"","string_2":""}',
    code: null,
    durationMinutes: 60,
    sort: 0,
    reservedOffer: false,
    promotionPercentage: 0,
    ...overrides,
  };
}

let nextSlotId = 1000;
export function slot(overrides: Partial<Slot> & { start: string }): Slot {
  const placesMax = overrides.placesMax ?? 20;
  const placesTaken = overrides.placesTaken ?? 0;
  return {
    id: nextSlotId++,
    activity: 'TRAMPOLINES',
    idActivity: 1,
    end: overrides.start,
    placesMax,
    placesTaken,
    placesEmpty: placesMax - placesTaken,
    deleted: false,
    idRoom: 1,
    ...overrides,
  };
}

export const tariffs: Tariff[] = [
  { id: 501, idArticle: 100, price: 15, name: 'Tarif normal', isDefault: true },
  { id: 502, idArticle: 100, price: 2.5, name: 'Équipement', isDefault: false },
  { id: 503, idArticle: 100, price: 2.5, name: 'Bracelet connecté', isDefault: false },
];
