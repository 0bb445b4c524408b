import { useEffect, useState } from 'react';
import { fetchBarOrder, type BarOrderAnswer } from '../api/bar-order-api';

/** How often the guest's page asks the bar where the order is. */
export const BAR_STATUS_POLL_MS = 2000;

/** The table order of `reference`, re-read every 2 s until it is served (only while `active`). */
export function useBarOrder(reference: string | null, active: boolean, pollMs = BAR_STATUS_POLL_MS) {
  const [order, setOrder] = useState<BarOrderAnswer | null>(null);
  useEffect(() => {
    if (!reference || !active) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const answer = await fetchBarOrder(reference);
      if (!alive) return;
      if (answer) setOrder(answer);
      if (answer?.status !== 'servie') timer = setTimeout(() => void read(), pollMs);
    };
    void read();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [reference, active, pollMs]);
  return order;
}
