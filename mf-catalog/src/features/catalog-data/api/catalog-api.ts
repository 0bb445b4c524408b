import { http } from 'shared-events';
import type { Activity, DataEnvelope, Formula, Offer, CatalogId } from '../model/types';

/**
 * Catalogue calls of the spec's table (§7), typed against the lead's contract.
 * Answers are kept for a short while so that moving between the three catalogue pages
 * does not fetch the same lists again; a failed call is forgotten so that 'Réessayer' refetches.
 */
const CACHE_TTL_MS = 60_000;
const cache = new Map<string, { at: number; promise: Promise<unknown> }>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.promise as Promise<T>;
  const promise = load().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, { at: Date.now(), promise });
  return promise;
}

/** Drops every kept answer (tests, and 'Réessayer' after an error). */
export function clearCatalogCache(): void {
  cache.clear();
}

function listOf<T>(body: DataEnvelope<T[]> | undefined, what: string): T[] {
  if (!body || !Array.isArray(body.data)) throw new Error(`Réponse inattendue du serveur (${what}).`);
  return body.data;
}

export function fetchActivities(): Promise<Activity[]> {
  return cached('activites', async () => {
    const response = await http.get<DataEnvelope<Activity[]>>('/v1/activites');
    return listOf(response.data, 'activités');
  });
}

export function fetchOffers(aid: CatalogId): Promise<Offer[]> {
  return cached(`offres:${aid}`, async () => {
    const response = await http.get<DataEnvelope<Offer[]>>('/v1/offres', { params: { aid } });
    return listOf(response.data, 'offres');
  });
}

export function fetchFormulas(oid: CatalogId): Promise<Formula[]> {
  return cached(`formules:${oid}`, async () => {
    const response = await http.get<DataEnvelope<Formula[]>>('/v1/formules', { params: { oid } });
    return listOf(response.data, 'formules');
  });
}
