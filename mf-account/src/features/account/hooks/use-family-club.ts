import { useEffect, useState } from 'react';
import { fetchSubscriptions } from '../api/account-api';
import { isFamilyClubMember } from '../model/family-club';

/** Whether the client is a 360 Family Club member (from their subscriptions); false until known or without client. */
export function useFamilyClub(idClient: number | null): boolean {
  const [member, setMember] = useState(false);
  useEffect(() => {
    if (idClient === null) return undefined;
    let live = true;
    fetchSubscriptions(idClient).then(
      (list) => live && setMember(isFamilyClubMember(list)),
      () => live && setMember(false),
    );
    return () => {
      live = false;
    };
  }, [idClient]);
  return idClient !== null && member;
}
