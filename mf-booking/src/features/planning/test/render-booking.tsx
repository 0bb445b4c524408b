import { screen } from '@testing-library/react';
import { mockHttp, recordBus, renderInArea, resetStores } from 'shared-events/testing';
import { AppRoutes } from '../../../routes';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { ClockProvider } from '../../../shared/hooks/clock';
import { slot } from '../../../shared/model/test-fixtures';
import type { Activity, Formula, Slot, Tariff } from '../../../shared/model/types';
import type { Offer } from '../../../shared/api/booking-api';

/** Renders the booking area at a URL, with the park providers, a fixed clock and a bus recorder. */
export function renderBooking(url: string, nowIso: string) {
  const recorder = recordBus();
  const now = Date.parse(nowIso);
  const view = renderInArea(<AppRoutes />, {
    path: url,
    cacheKey: 'booking-test',
    wrap: (children) => (
      <AreaDatePickers>
        <ClockProvider now={() => now}>{children}</ClockProvider>
      </AreaDatePickers>
    ),
  });
  return { ...view, events: recorder.events, stop: recorder.stop };
}

/** A reload: the page drawn again at `url` from nothing but the browser's storage, once its recap shows. */
export async function reloadRecap(view: { unmount: () => void; stop: () => void }, url: string, nowIso: string) {
  view.stop();
  view.unmount();
  const again = renderBooking(url, nowIso);
  await screen.findByTestId('reservation-recap');
  return again;
}

/** A park selling one formula of one activity: one slot (on the day it starts), the formula's article at one price. */
export interface OneSlotPark {
  activity: Activity;
  formula: Formula;
  /** Built afresh for each test (the fixtures' slot builder). */
  slot: Partial<Slot> & { start: string };
  /** The article's one tariff, 'Normal' and the default. */
  tariff: Pick<Tariff, 'id' | 'price'>;
}

/** Each test of the file starts with nothing stored and the park API of `park`; the stub is restored after it. */
export function serveOneSlotPark(park: OneSlotPark): void {
  let api: ReturnType<typeof fakeParkApi> | undefined;
  beforeEach(() => {
    resetStores();
    const article = park.formula.article;
    if (article === null) throw new Error(`serveOneSlotPark: formula ${park.formula.fid} has no article`);
    api = fakeParkApi({
      activities: [park.activity],
      formulas: [park.formula],
      slotsByDay: { [park.slot.start.slice(0, 10)]: [slot(park.slot)] },
      tariffsByArticle: { [article]: [{ ...park.tariff, idArticle: article, name: 'Normal', isDefault: true }] },
    });
  });
  afterEach(() => api!.mock.restore());
}

/** The park API as the booking pages see it, served by the test kit's HTTP stub on the shared http client. */
export function fakeParkApi(options: {
  activities: Activity[];
  formulas: Formula[];
  slotsByDay: Record<string, Slot[]>;
  tariffsByArticle: Record<number, Tariff[]>;
  subFormulas?: { anniv_formule: number; linked_formule: number; start: number }[];
  /** Days answered by GET /planning/days (unanswered, a 404, when not given). */
  openDays?: string[];
  /** The bookable slots of each open day, as GET /planning/days gives them (none by default). */
  openDaySlots?: Record<string, number>;
  /** GET /v1/accessoires and GET /articles (none by default). */
  accessories?: { aid: number; cid: number; name: string; article: number }[];
  articles?: { id: number; name: string; category: string; onSale: boolean }[];
  /** GET /v1/offres?aid= (by default, one offer on the web per offer the formulas name). */
  offers?: Offer[];
  /** Articles whose GET /articles/{id}/tariffs fails (500). */
  failingTariffs?: number[];
}) {
  const mock = mockHttp();
  const browsed: string[] = [];
  const offers = options.offers ?? offersOf(options.formulas);
  mock.onGet('/v1/activites').reply(200, { data: options.activities });
  mock.onGet('/v1/offres').reply((config) => {
    const aid = (config.params as { aid?: unknown } | undefined)?.aid;
    return [200, { data: offers.filter((offer) => aid === undefined || offer.aid === Number(aid)) }];
  });
  mock.onGet('/v1/formules').reply(200, { data: options.formulas });
  mock.onGet('/v1/accessoires').reply(200, { data: options.accessories ?? [] });
  mock.onGet('/articles').reply(200, { articles: options.articles ?? [] });
  mock.onGet('/v1/subFormules').reply(200, { data: { subFormules: options.subFormulas ?? [] } });
  mock.onGet(/\/v1\/formules\/\d+$/).reply((config) => {
    const fid = Number(config.url!.split('/').pop());
    const formule = options.formulas.find((f) => f.fid === fid);
    return formule ? [200, { data: { formule } }] : [404, { statusCode: 404, message: 'Formule introuvable' }];
  });
  mock.onGet('/planning/browse').reply((config) => {
    const day = String((config.params as { dates: string }).dates);
    browsed.push(day);
    return [200, options.slotsByDay[day] ?? []];
  });
  mock.onGet(/\/articles\/\d+\/tariffs$/).reply((config) => {
    const article = Number(config.url!.split('/')[2]);
    if (options.failingTariffs?.includes(article)) return [500, { statusCode: 500, message: 'Erreur' }];
    return [200, options.tariffsByArticle[article] ?? []];
  });
  const openDaysAsked: unknown[] = [];
  if (options.openDays) {
    mock.onGet('/planning/days').reply((config) => {
      openDaysAsked.push(config.params);
      return [200, { days: options.openDays, slots: options.openDaySlots ?? {} }];
    });
  }
  return { mock, browsed, openDaysAsked };
}

/** An offer as the API answers it (shown on the web unless said). */
export function offer(overrides: Partial<Offer> & Pick<Offer, 'oid' | 'aid'>): Offer {
  return { web: true, name: `OFFRE ${overrides.oid}`, color: '', image: '', strings: '{}', sort: 0, ...overrides };
}

/** One offer on the web per (offer, activity) the formulas name. */
function offersOf(formulas: readonly Formula[]): Offer[] {
  const seen = new Map<number, Offer>();
  for (const f of formulas) if (!seen.has(f.oid)) seen.set(f.oid, offer({ oid: f.oid, aid: f.aid }));
  return [...seen.values()];
}
