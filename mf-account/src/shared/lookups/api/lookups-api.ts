import { http, type ApiReply, type Load } from 'shared-events';

/** The reference lists as the API answers them (the contract's types; a civility labelled 'ETS' is a company's). */
export type Civility = ApiReply<'/api/civility', 'get'>[number];
export type Kinship = ApiReply<'/api/parameter/list', 'get'>[number];
export type City = ApiReply<'/api/city', 'get'>[number];

/** Parameter list of the kinship / member types (spec §7). */
export const KINSHIP_LIST_ID = 13;
export const COMPANY_CIVILITY_LABEL = 'ETS';

export async function fetchCivilities(): Promise<Civility[]> {
  const { data } = await http.get<Civility[]>('/civility');
  return Array.isArray(data) ? data : [];
}

export async function fetchKinships(): Promise<Kinship[]> {
  const { data } = await http.get<Kinship[]>('/parameter/list', { params: { idParamList: KINSHIP_LIST_ID } });
  return Array.isArray(data) ? data : [];
}

export async function fetchCities(): Promise<City[]> {
  const { data } = await http.get<City[]>('/city');
  return Array.isArray(data) ? data : [];
}

/** The reference lists as the data layer loads them: once per page (they do not change while a visitor fills a form). */
const lookup = <T>(name: string, queryFn: () => Promise<T[]>): Load<T[]> => ({
  queryKey: ['mf_account', name],
  queryFn,
  staleTime: Infinity,
});
export const civilitiesLoad = lookup('civilites', fetchCivilities);
export const kinshipsLoad = lookup('parentes', fetchKinships);
export const citiesLoad = lookup('villes', fetchCities);

/** Civilities a person can choose (the company one is for company accounts). */
export function personCivilities(list: readonly Civility[]): Array<{ id: number; name: string }> {
  return list
    .filter((c) => c.label.trim().toUpperCase() !== COMPANY_CIVILITY_LABEL)
    .map((c) => ({ id: c.id, name: c.name || c.label }));
}
