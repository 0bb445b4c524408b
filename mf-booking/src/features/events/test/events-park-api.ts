import { basketStore } from 'shared-events';
import { activity, formula, slot } from '../../../shared/model/test-fixtures';
import type { Slot } from '../../../shared/model/types';
import { fakeParkApi } from '../../planning/test/render-booking';

/** The events page's test park: one event formula, its slots on two days, its drinks and their tariffs. */
export const NOW = '2026-11-27T12:00:00+01:00';
export const events = activity({ aid: 9, name: 'ÉVÉNEMENTS', code: 'events' });
export const party = formula({ fid: 20, oid: 12, aid: 9, article: 181, name: 'SOIRÉE BOWLING & KARAOKÉ', rooms: '20' });

/** The 27th's evening in the event's room (slot 50, 120 places), with `placesTaken` of them taken. */
export const eveningOf27 = (placesTaken: number): Slot =>
  slot({
    id: 50,
    idActivity: 9,
    idRoom: 20,
    start: '2026-11-27T20:00:00+01:00',
    end: '2026-11-28T00:00:00+01:00',
    placesMax: 120,
    placesTaken,
  });

/**
 * A fresh basket and the fake park API answering the events page (restore its mock after each test); `days` replaces
 * the slots of the days it names.
 */
export function eventsParkApi(days: Record<string, Slot[]> = {}): ReturnType<typeof fakeParkApi> {
  localStorage.clear();
  basketStore.reset();
  const api = fakeParkApi({
    activities: [events],
    formulas: [party],
    slotsByDay: {
      '2026-11-27': [
        eveningOf27(10),
        slot({
          id: 51,
          idActivity: 9,
          idRoom: 21,
          start: '2026-11-27T21:00:00+01:00',
          end: '2026-11-28T00:00:00+01:00',
          placesMax: 120,
        }),
      ],
      '2026-11-28': [
        slot({
          id: 60,
          idActivity: 9,
          idRoom: 20,
          start: '2026-11-28T20:00:00+01:00',
          end: '2026-11-29T00:00:00+01:00',
          placesMax: 120,
        }),
      ],
      ...days,
    },
    tariffsByArticle: {
      181: [{ id: 80, idArticle: 181, price: 35, name: 'Normal', isDefault: true }],
      323: [{ id: 70, idArticle: 323, price: 18.5, name: 'Normal', isDefault: true }],
      301: [{ id: 71, idArticle: 301, price: 3.5, name: 'Normal', isDefault: true }],
      312: [{ id: 72, idArticle: 312, price: 7, name: 'Normal', isDefault: true }],
    },
  });
  api.mock.onGet('/articles').reply(200, {
    articles: [
      { id: 231, name: 'CHAUSSETTES', category: 'ACCESSOIRE', onSale: true },
      { id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true },
      { id: 312, name: 'PRESSION BLONDE 50 CL', category: 'BIÈRE', onSale: true },
      { id: 323, name: 'PLANCHE MIXTE', category: 'PLANCHE APÉRO À PARTAGER', onSale: true },
    ],
  });
  api.mock.onGet('/v1/offres').reply(200, {
    data: [{ oid: 12, aid: 9, web: true, name: 'SOIRÉES À THÈME', color: '', image: '', strings: '{}', sort: 0 }],
  });
  api.mock.onGet('/v1/accessoires').reply(200, {
    data: [
      { aid: 9, cid: 7, name: 'Planche mixte', article: 323 },
      { aid: 9, cid: 8, name: 'Pression blonde 50 cl', article: 312 },
      { aid: 9, cid: 9, name: 'Coca-Cola 33 cl', article: 301 },
      { aid: 1, cid: 1, name: 'Chaussettes', article: 231 },
    ],
  });
  return api;
}

/** The addresses the page asked the host to open, in order. */
export const navigations = (busEvents: { type: string }[]) =>
  busEvents
    .filter((e): e is { type: 'navigation:requested'; to: string } => e.type === 'navigation:requested')
    .map((e) => e.to);
