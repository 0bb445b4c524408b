import { useLoad } from 'shared-events';
import { fetchMenuActivities, type MenuActivity } from '../api/menu-activities';

/**
 * The footer's activities, loaded once `enabled` (the data layer keeps them for the page); an API failure leaves
 * the list empty (the footer is not worth an error).
 */
export function useMenuActivities(
  load: () => Promise<MenuActivity[]> = fetchMenuActivities,
  enabled = true,
): MenuActivity[] {
  const state = useLoad({ queryKey: ['shell', 'activites-du-menu'], queryFn: () => load(), enabled });
  return state.data ?? [];
}
