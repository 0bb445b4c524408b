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

/** PUT /api/users/{id}: answers { result, user }. */
export async function updateProfile(id: number, body: ProfileBody): Promise<CurrentUser> {
  const { data } = await http.put<{ result: boolean; user: CurrentUser }>(`/users/${id}`, body);
  return data.user;
}
