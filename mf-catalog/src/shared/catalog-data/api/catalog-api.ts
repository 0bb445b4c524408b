import { http } from 'shared-events';
import type { Activity, DataEnvelope, Formula, Offer, CatalogId } from '../model/types';

/** Catalogue calls of the spec's table (§7). Their answers are kept by the data layer (catalog-loads.ts). */

function listOf<T>(body: DataEnvelope<T[]> | undefined, what: string): T[] {
  if (!body || !Array.isArray(body.data)) throw new Error(`Réponse inattendue du serveur (${what}).`);
  return body.data;
}

export async function fetchActivities(signal?: AbortSignal): Promise<Activity[]> {
  const response = await http.get<DataEnvelope<Activity[]>>('/v1/activites', { signal });
  return listOf(response.data, 'activités');
}

export async function fetchOffers(aid: CatalogId, signal?: AbortSignal): Promise<Offer[]> {
  const response = await http.get<DataEnvelope<Offer[]>>('/v1/offres', { params: { aid }, signal });
  return listOf(response.data, 'offres');
}

export async function fetchFormulas(oid: CatalogId, signal?: AbortSignal): Promise<Formula[]> {
  const response = await http.get<DataEnvelope<Formula[]>>('/v1/formules', { params: { oid }, signal });
  return listOf(response.data, 'formules');
}
