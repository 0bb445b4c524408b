import type { Load } from 'shared-events';
import type { Activity, Formula, Offer, CatalogId } from '../model/types';
import { isCatalogId } from '../model/ids';
import { fetchActivities, fetchFormulas, fetchOffers } from './catalog-api';

/**
 * What each catalogue page loads, as the data layer's loads: the page reads them (useLoads) and the server
 * loads them before rendering its first screen (the route table's `firstScreen`), under the same keys.
 */
export const activitiesLoad = (): Load<Activity[]> => ({
  queryKey: ['mf_catalog', 'activites'],
  queryFn: ({ signal }) => fetchActivities(signal),
});

export const offersLoad = (aid: CatalogId): Load<Offer[]> => ({
  queryKey: ['mf_catalog', 'offres', String(aid)],
  queryFn: ({ signal }) => fetchOffers(aid, signal),
});

export const formulasLoad = (oid: CatalogId): Load<Formula[]> => ({
  queryKey: ['mf_catalog', 'formules', String(oid)],
  queryFn: ({ signal }) => fetchFormulas(oid, signal),
});

type Params = Readonly<Record<string, string | undefined>>;

/** /activites */
export const activitiesPageLoads = () => [activitiesLoad()] as const;
/** /activites/:aid */
export const offersPageLoads = ({ aid = '' }: Params) => [activitiesLoad(), offersLoad(aid)] as const;
/** /activites/:aid/:oid */
export const formulasPageLoads = ({ aid = '', oid = '' }: Params) =>
  [activitiesLoad(), offersLoad(aid), formulasLoad(oid)] as const;

/**
 * The server's first screen of /activites/:aid: the page's loads, or none when the id is malformed (the page then
 * says the activity does not exist without asking the API, so the server draws that answer too).
 */
export const offersFirstScreen = (params: Params) => (isCatalogId(params.aid) ? offersPageLoads(params) : []);
/** The server's first screen of /activites/:aid/:oid: the page's loads, or none when an id is malformed. */
export const formulasFirstScreen = (params: Params) =>
  isCatalogId(params.aid) && isCatalogId(params.oid) ? formulasPageLoads(params) : [];
