import { http, type ApiReply, type Load } from 'shared-events';

export type ParkContact = ApiReply<'/api/v1/parc', 'get'>;

/** GET /api/v1/parc: the park's name and customer service phone (a deployment setting: once per page). */
export const parkContactLoad: Load<ParkContact> = {
  queryKey: ['mf_account', 'park-contact'],
  queryFn: ({ signal }) => http.get<ParkContact>('/v1/parc', { signal }).then((r) => r.data),
  staleTime: Infinity,
};
