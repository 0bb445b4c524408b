import { http, type CurrentUser } from 'shared-events';

export interface ProfileBody {
  firstName?: string | null;
  lastName?: string | null;
  secondName?: string | null;
  birthday?: string | null;
  email?: string;
  mobilePhone?: string | null;
  address?: string | null;
  identificationNumber?: string | null;
  currentPassword: string;
  password?: string;
}

/**
 * PUT /api/users/{id}: answers { result, user }, plus a fresh `token` when the password changed (the
 * change revokes every earlier token, this session's included).
 */
export async function updateProfile(id: number, body: ProfileBody): Promise<{ user: CurrentUser; token?: string }> {
  const { data } = await http.put<{ result: boolean; user: CurrentUser; token?: string }>(`/users/${id}`, body);
  return { user: data.user, ...(typeof data.token === 'string' ? { token: data.token } : {}) };
}
