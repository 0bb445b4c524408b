export type {
  BasketLine,
  BasketLineType,
  BasketPlayers,
  BasketBirthday,
  BasketPackDate,
  BasketState,
  PromoCode,
} from './basket';
export type { CurrentUser, UserType, SignInType, LoginType, SessionState, TransactionStatus } from './user';
