export type {
  BasketLine,
  BasketLineType,
  BasketPlayers,
  BasketBirthday,
  BasketExtraKind,
  BasketPackDate,
  BasketState,
  PromoCode,
} from './basket';
export type { CurrentUser, UserType, SignInType, LoginType, SessionState, TransactionStatus } from './user';
