import type { Load } from 'shared-events';
import { civilitiesLoad, kinshipsLoad } from '../../../shared/lookups/api/lookups-api';
import { familyLoad } from './family-api';

/** What the family tab shows first (FamilyManagement's loads): the family, and the lists its forms choose from. */
export function familyFirstScreenLoads(idClient: number): readonly Load<unknown>[] {
  return [familyLoad(idClient), civilitiesLoad, kinshipsLoad];
}
