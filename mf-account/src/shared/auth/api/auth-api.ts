import { http, type CurrentUser, type ApiRequestBody } from 'shared-events';
import type { SignInAnswer } from '../model/session';

/** POST /api/auth/signin: e-mail and password, or a company identifier and access code. */
export async function signIn(email: string, password: string): Promise<SignInAnswer> {
  const { data } = await http.post<SignInAnswer>('/auth/signin', { email: email.trim(), password });
  return data;
}

/** GET /api/users/{id} with the token just received (the session does not hold it yet). */
export async function fetchUser(id: number, token: string): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>(`/users/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return data;
}

/** POST /api/users body (spec §7: registration fields, birthday, type, address, identificationNumber). */
export type RegistrationBody = ApiRequestBody<'/api/users', 'post'>;

/** POST /api/users: the new id; a company request also gets the token to send its documents with. */
export async function registerUser(body: RegistrationBody): Promise<{ id: number; documentsToken?: string }> {
  const { data } = await http.post<{ id: number; documentsToken?: string }>('/users', body);
  return data;
}
