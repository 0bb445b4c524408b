import type { ApiReply } from '../api-contract';

/** The signed-in client as GET /api/users/{id} answers it (spec §3, no password): the API's contract, not a copy. */
export type CurrentUser = ApiReply<'/api/users/{id}', 'get'>;

/** User type codes: 0 individual, 1 family member, 2 company. */
export type UserType = CurrentUser['type'];

export type SignInType = 'normal' | 'anonyme' | 'company';

/** Where the visitor goes after signing in: 'normal' -> /activites, otherwise -> /panier. */
export type LoginType = 'normal' | 'basket';

export interface SessionState {
  token: string | null;
  clientId: number | null;
  signInType: SignInType | null;
  loginType: LoginType | null;
  currentUser: CurrentUser | null;
  /** E-mail the tickets go to (anonymous and snacking flows). */
  ticketsEmail: string | null;
  /** Address to come back to after signing in. */
  returnTo: string | null;
}

/** Payment return progress: each step is done once per transaction reference. */
export interface TransactionStatus {
  reference: string;
  emailCheck: boolean;
  salesCheck: boolean;
  bookingsCheck: boolean;
}
