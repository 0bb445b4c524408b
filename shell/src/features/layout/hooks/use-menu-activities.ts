import { useEffect, useState } from 'react';
import { fetchMenuActivities, type MenuActivity } from '../api/menu-activities';

/**
 * The footer's activities, fetched once `enabled`; an API failure leaves the list empty (the footer is not worth
 * an error).
 */
export function useMenuActivities(
  load: () => Promise<MenuActivity[]> = fetchMenuActivities,
  enabled = true,
): MenuActivity[] {
  const [activities, setActivities] = useState<MenuActivity[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    load().then(
      (list) => active && setActivities(list),
      (error: unknown) => console.warn('[shell] footer activities unavailable', error),
    );
    return () => {
      active = false;
    };
  }, [load, enabled]);
  return activities;
}
