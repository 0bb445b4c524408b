import { useCallback } from 'react';
import { useLoad, useQueryClient } from 'shared-events';
import { familyLoad, type Family } from '../api/family-api';

export interface UseFamily {
  /** undefined while loading, null without family, 'error' when it could not be read. */
  family: Family | null | undefined | 'error';
  reload(): void;
}

/** The client's family (GET /api/clientFamily/browse), read again on reload(). */
export function useFamily(idClient: number | null): UseFamily {
  const load = familyLoad(idClient);
  const state = useLoad(load);
  const client = useQueryClient();
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: load.queryKey }), [client, load.queryKey]);
  return { family: state.status === 'error' ? 'error' : state.data, reload };
}
