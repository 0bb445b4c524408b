import { useCallback, useEffect, useState } from 'react';
import { fetchFamily, type Family } from '../api/family-api';

export interface UseFamily {
  /** undefined while loading, null without family, 'error' when it could not be read. */
  family: Family | null | undefined | 'error';
  reload(): void;
}

/** The client's family (GET /api/clientFamily/browse), read again on reload(). */
export function useFamily(idClient: number): UseFamily {
  const [family, setFamily] = useState<Family | null | undefined | 'error'>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchFamily(idClient).then(
      (found) => live && setFamily(found),
      () => live && setFamily('error'),
    );
    return () => {
      live = false;
    };
  }, [idClient, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { family, reload };
}
