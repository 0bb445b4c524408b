import { http, type CurrentUser } from 'shared-events';
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
export interface RegistrationBody {
  type: 0 | 1 | 2;
  idCiv?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  birthday?: string | null;
  email: string;
  mobilePhone?: string | null;
  address?: string | null;
  idVil?: number | null;
  city?: string | null;
  password: string;
  identificationNumber: string | null;
  contactSMS: 1;
  contactEmail: 1;
  contactPostal: 1;
  contactPhone: 1;
  // Company form (type 2), under its own names (the API maps them onto the client fields).
  companyName?: string;
  csePhone?: string;
  managerName?: string;
  billingAddress?: string;
  registrationNumber?: string;
}

/** POST /api/users: the new id; a company request also gets the token to send its documents with. */
export async function registerUser(body: RegistrationBody): Promise<{ id: number; documentsToken?: string }> {
  const { data } = await http.post<{ id: number; documentsToken?: string }>('/users', body);
  return data;
}
