import { http } from 'shared-events';

export interface Civility {
  id: number;
  /** 'ETS' is the company civility. */
  label: string;
  name: string;
}
export interface Kinship {
  id: number;
  name: string;
}
export interface City {
  id: number;
  postalCode: string;
  name: string;
}

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

/** Civilities a person can choose (the company one is for company accounts). */
export function personCivilities(list: readonly Civility[]): Array<{ id: number; name: string }> {
  return list
    .filter((c) => c.label.trim().toUpperCase() !== COMPANY_CIVILITY_LABEL)
    .map((c) => ({ id: c.id, name: c.name || c.label }));
}
