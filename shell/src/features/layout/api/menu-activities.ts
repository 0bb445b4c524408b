import type { AxiosInstance } from 'axios';
import { http } from 'shared-events';

/** The fields of an activity the footer uses (GET /api/v1/activites). */
export interface MenuActivity {
  aid: number;
  name: string;
  status: boolean;
  menu: boolean;
  color: string | null;
  sort?: number;
}

/** Active, menu-flagged activities, in the API's order (then by sort). */
export async function fetchMenuActivities(client: AxiosInstance = http): Promise<MenuActivity[]> {
  const response = await client.get<{ data: MenuActivity[] }>('/v1/activites');
  const list = Array.isArray(response.data?.data) ? response.data.data : [];
  return list.filter((activity) => activity.status && activity.menu).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
