import { http } from 'shared-events';

/** POST /api/users/requestPasswordReset: the answer never tells whether the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await http.post('/users/requestPasswordReset', { email: email.trim() });
}

/** POST /api/setNewPassword with the token and client id of the e-mailed link. */
export async function setNewPassword(idClient: number, password: string, token: string): Promise<void> {
  await http.post('/setNewPassword', { idClient, password, token });
}
