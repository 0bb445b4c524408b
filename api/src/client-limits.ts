import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from './features/company-requests/document-type';
import { DOCUMENTS_LINK_DAYS } from './features/company-requests/documents-token';
import { FAMILY_LABEL_MAX, MEMBER_AGE_MAX, MEMBER_AGE_MIN } from './features/families/model';
import { COUNTER_MAX, EVENT_MAX_PARTICIPANTS, SUBSCRIPTION_START_MAX_DAYS } from './features/payment/line-bounds';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, MAX_PLAYERS, TEXT_LIMITS } from './features/payment/line-text';
import { IMAGE_TYPES } from './features/uploads/image-type';
import { MAX_UPLOAD_BYTES } from './features/uploads/routes';
import { PASSWORD_MIN_LENGTH } from './features/users/rules';
import { PHONE_DIGITS } from './shared/phone';
import { RESET_LINK_HOURS } from './features/password-reset/tokens';

/**
 * The API's limits that the areas show before sending (the server decides; a form only says in advance what it
 * will decide). Each value is the constant the server enforces, imported from where it is defined: none is
 * written here. `pnpm --filter api contract` writes this object into shared-events/src/api-contract/limits.ts
 * (`API_LIMITS`), and `--check` fails when the checked-in file differs from it (decision 0012).
 */
export const CLIENT_LIMITS = {
  /** Basket lines (payment/line-bounds.ts, line-text.ts; spec §5, §9, decision 0009). */
  basket: {
    /** Counters of undated lines, accessories and drinks: at most this many per line. */
    counterMax: COUNTER_MAX,
    /** Participants of an event booking. */
    eventMaxParticipants: EVENT_MAX_PARTICIPANTS,
    /** A subscription starts from today up to this many days ahead (Paris days). */
    subscriptionStartMaxDays: SUBSCRIPTION_START_MAX_DAYS,
    /** Player names of a karting team. */
    maxPlayers: MAX_PLAYERS,
    /** Team, player and birthday child names, in characters. */
    nameMax: TEXT_LIMITS.name,
    /** The karting game value ('10 min', 'Grand Prix'), in characters. */
    gameValueMax: TEXT_LIMITS.gameValue,
    /** The birthday comments, in characters. */
    commentMax: TEXT_LIMITS.comment,
    /** The birthday child's age, in whole years. */
    childAgeMin: CHILD_AGE_MIN,
    childAgeMax: CHILD_AGE_MAX,
  },
  /** POST /api/users/{id}/companyDocuments (company-requests/document-type.ts, documents-token.ts). */
  companyDocuments: {
    types: DOCUMENT_TYPES,
    maxBytes: MAX_DOCUMENT_BYTES,
    maxFiles: MAX_DOCUMENTS,
    /** The acknowledgement e-mail's link to send them later is valid this many days. */
    linkDays: DOCUMENTS_LINK_DAYS,
  },
  /** POST /api/upload, the account photo (uploads/routes.ts, image-type.ts; decision 0003). */
  photo: {
    types: IMAGE_TYPES,
    maxBytes: MAX_UPLOAD_BYTES,
  },
  /** Accounts and families (users/rules.ts, families/model.ts, shared/phone.ts). */
  account: {
    passwordMinLength: PASSWORD_MIN_LENGTH,
    /** Digits of a phone number in its national form (accounts and family members). */
    phoneDigits: PHONE_DIGITS,
    /** A password reset link is valid this many hours (password-reset/tokens.ts). */
    resetLinkHours: RESET_LINK_HOURS,
    familyNameMax: FAMILY_LABEL_MAX,
    memberAgeMin: MEMBER_AGE_MIN,
    memberAgeMax: MEMBER_AGE_MAX,
  },
} as const;
