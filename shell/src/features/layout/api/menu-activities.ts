import { http, type ApiReply, type HttpClient } from 'shared-events';

/** The fields of an activity the footer uses (GET /api/v1/activites, the contract's type). */
export type MenuActivity = Pick<
  ApiReply<'/api/v1/activites', 'get'>['data'][number],
  'aid' | 'name' | 'status' | 'menu' | 'color' | 'sort'
>;

/** Active, menu-flagged activities, in the API's order (then by sort). */
export async function fetchMenuActivities(client: HttpClient = http): Promise<MenuActivity[]> {
  const response = await client.get<ApiReply<'/api/v1/activites', 'get'>>('/v1/activites');
  const list = Array.isArray(response.data?.data) ? response.data.data : [];
  return list.filter((activity) => activity.status && activity.menu).sort((a, b) => a.sort - b.sort);
}
