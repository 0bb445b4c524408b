import { http, type CurrentUser, type ApiRequestBody } from 'shared-events';

/** The profile change (the current password is always required: the server checks it). */
export type ProfileBody = ApiRequestBody<'/api/users/{id}', 'put'>;

/**
 * PUT /api/users/{id}: answers { result, user }, plus a fresh `token` when the password changed (the
 * change revokes every earlier token, this session's included).
 */
export async function updateProfile(id: number, body: ProfileBody): Promise<{ user: CurrentUser; token?: string }> {
  const { data } = await http.put<{ result: boolean; user: CurrentUser; token?: string }>(`/users/${id}`, body);
  return { user: data.user, ...(typeof data.token === 'string' ? { token: data.token } : {}) };
}
