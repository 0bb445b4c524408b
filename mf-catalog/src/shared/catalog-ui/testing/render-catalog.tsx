import type { QueryClient } from 'shared-events';
import { mockHttp as mockSharedHttp, renderInArea } from 'shared-events/testing';
import { AppRoutes } from '../../../routes';
import type { Activity, Formula, Offer } from '../../catalog-data/model/types';

/** Renders the catalogue's routes at `path` inside the park providers, like the shell does (a fresh data client unless given). */
export function renderCatalog(path: string, queryClient?: QueryClient) {
  return renderInArea(<AppRoutes />, { path, queryClient });
}

/** Intercepts the shared HTTP client at its adapter (the test kit's stub). */
export function mockHttp() {
  return mockSharedHttp();
}

export const activity = (over: Partial<Activity> & Pick<Activity, 'aid' | 'name'>): Activity => ({
  status: true,
  menu: true,
  color: '#e30613',
  color1: '#e30613',
  color2: '#1d1b22',
  image: `/api/media/a${over.aid}.jpg`,
  logo: null,
  strings: '{"string_1":"","string_2":""}',
  code: 'karting',
  sort: 0,
  ...over,
});

export const offer = (over: Partial<Offer> & Pick<Offer, 'oid' | 'aid' | 'name'>): Offer => ({
  web: true,
  color: '#0055aa',
  image: '',
  strings: '{"string_1":"","string_2":""}',
  sort: 0,
  ...over,
});

export const formula = (over: Partial<Formula> & Pick<Formula, 'fid' | 'oid' | 'aid' | 'name'>): Formula => ({
  article: 100,
  color: '#333333',
  image: '',
  date: null,
  rooms: '1',
  relatedAccessoires: '',
  relatedPack: '',
  strings: '',
  code: null,
  durationMinutes: null,
  sort: 0,
  ...over,
});
