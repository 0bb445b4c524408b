import moment from 'moment-timezone';
import { isEmail } from '../../shared/email';
import { BAD_PHONE_MESSAGE } from '../../shared/phone';

export const PARIS_TZ = 'Europe/Paris';
export const PASSWORD_MIN_LENGTH = 8;

export const messages = {
  duplicate: 'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.',
  badEmail: 'Adresse email est invalide',
  badBirthday: 'La date de naissance est invalide.',
  shortPassword: `Le mot de passe doit comporter au moins ${PASSWORD_MIN_LENGTH} caractères`,
  wrongPassword: 'Le mot de passe ne correspond pas.',
  missingFields: 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.',
  signInFailed: 'Email ou mot de passe invalide. Veuillez vérifier les informations saisies.',
  companyPending:
    "Votre compte entreprise est en cours de validation par nos équipes. Vous recevrez votre identifiant et votre code d'accès sous 24 h.",
  userNotFound: 'Client introuvable.',
  familyMemberFromAccount: 'Les membres de votre famille s’ajoutent depuis votre compte, dans « Ma famille ».',
  /** Spec §5, the profile form's wording of the missing-fields message (sic). */
  missingProfileFields: 'Vous devez remplir tous les champs obligatoire pour envoyer votre demande.',
  /** The account area's field message for the same mask (mf-account forms/model/messages.ts). */
  badPhone: BAD_PHONE_MESSAGE,
  unknownCivility: 'La civilité choisie est inconnue.',
  unknownCity: 'La ville choisie est inconnue.',
  civilityMismatch: 'La civilité choisie ne correspond pas au type de compte.',
} as const;

/** The API's one e-mail shape (shared/email.ts). */
export function isValidEmail(value: string): boolean {
  return isEmail(value);
}

export function normalizeEmail(value: string): string {
  return value.trim();
}

/**
 * Reads a birthday sent as a day ('YYYY-MM-DD', 'DD/MM/YYYY') or an instant (ISO 8601, read as a
 * Europe/Paris day) and checks that it is a real day earlier than now. Answers 'YYYY-MM-DD' or null.
 */
export function parseBirthday(value: string, now: Date = new Date()): string | null {
  const text = value.trim();
  let day: moment.Moment;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) day = moment.tz(text, 'YYYY-MM-DD', true, PARIS_TZ);
  else if (/^\d{2}\/\d{2}\/\d{4}$/.test(text)) day = moment.tz(text, 'DD/MM/YYYY', true, PARIS_TZ);
  else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = moment(text, moment.ISO_8601, true);
    if (!instant.isValid()) return null;
    day = instant.tz(PARIS_TZ).startOf('day');
  } else return null;
  if (!day.isValid() || day.year() < 1900) return null;
  // Earlier than now: the day must have started before this instant (today is allowed, tomorrow is not).
  if (!day.isBefore(moment(now))) return null;
  return day.format('YYYY-MM-DD');
}

/** A readable access code without look-alike characters (no 0/O, 1/l/I). */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
