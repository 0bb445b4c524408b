import { useLoad } from 'shared-events';
import { subscriptionsLoad } from '../api/account-loads';
import { isFamilyClubMember } from '../model/family-club';

/** Whether the client is a 360 Family Club member (from their subscriptions); false until known or without client. */
export function useFamilyClub(idClient: number | null): boolean {
  const subscriptions = useLoad(subscriptionsLoad(idClient));
  return idClient !== null && subscriptions.status === 'success' && isFamilyClubMember(subscriptions.data);
}
