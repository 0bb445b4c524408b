/** User type codes: 0 individual, 1 family member, 2 company. */
export type UserType = 0 | 1 | 2;

/** The signed-in client as GET /api/users/{id} answers it (spec §3, no password). */
export interface CurrentUser {
  id: number;
  idCiv: number | null;
  firstName: string;
  /** Company contact name. */
  secondName: string | null;
  lastName: string;
  /** ISO date or null. */
  birthday: string | null;
  email: string | null;
  mobilePhone: string | null;
  photo: string | null;
  photoGuid: string | null;
  photoType: string | null;
  /** City / postal code id. */
  idVil: number | null;
  address: string | null;
  address1: string | null;
  city: string | null;
  type: UserType;
  contactSMS: number;
  contactEmail: number;
  contactPostal: number;
  contactPhone: number;
  identificationNumber: string | null;
  hasPassword: boolean;
  /** Holds a running 360 Family Club membership (GET /api/users/{id}). */
  clubMember?: boolean;
  /** End of that membership, ISO 8601. */
  clubUntil?: string | null;
}

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
