/**
 * Shapes of the shared contract (common briefing, spec §3). Kept here until shared-events
 * exports them; then this file re-exports shared-events' types.
 */
export type Id = number | string;

export interface BasketLine {
  nid: Id;
  pid?: Id | null;
  aid?: Id | null;
  oid?: Id | null;
  fid?: Id | null;
  /** article id */
  id: Id;
  idTariff?: Id | null;
  idTarif?: Id | null;
  /** unit price in euros */
  price: number;
  /** original unit price, kept once a promo code is applied */
  couponPrice?: number | null;
  counter: number;
  type?: number | null;
  abo?: boolean | null;
  validity?: number | null;
  description?: string | null;
  subDescription?: string | null;
  subDescriptions?: unknown;
  dates?: unknown;
  /** ISO start of the slot */
  select?: string | null;
  /** 'DD/MM/YYYY' */
  day?: string | null;
  /** 'HH:mm' */
  houre?: string | null;
  idPlanning?: Id | null;
  idPlanningPack?: Id[] | Id | null;
  qrcodeDatesPack?: unknown;
  idRoom?: Id | null;
  end?: string | null;
  spectateurs?: number | null;
  spectDescription?: string | null;
  complet?: boolean | null;
  color?: string | null;
  background?: string | null;
  internetValidity?: unknown;
  accessStart?: string | null;
  accessEnd?: string | null;
  ZONE?: Id | null;
  TABLE?: Id | null;
  [key: string]: unknown;
}

export interface PromoCode {
  label: string;
  /** comma-separated article ids */
  articles: string;
  percentage: number;
}

export interface BasketState {
  lines: BasketLine[];
  promoCodes: PromoCode[];
  validated: boolean;
}

export interface CurrentUser {
  id: Id;
  idCiv?: Id | null;
  firstName?: string | null;
  lastName?: string | null;
  secondName?: string | null;
  email?: string | null;
  mobilePhone?: string | null;
  type?: number | null;
  [key: string]: unknown;
}

export interface SessionState {
  token: string | null;
  clientId: Id | null;
  signInType: 'normal' | 'anonyme' | 'company' | null;
  loginType: unknown;
  currentUser: CurrentUser | null;
  ticketsEmail: string | null;
  returnTo: string | null;
}

export interface TransactionStatus {
  reference: string;
  emailCheck: boolean;
  salesCheck: boolean;
  bookingsCheck: boolean;
}
