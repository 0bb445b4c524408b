import { API_LIMITS } from 'shared-events';
import { PHONE_DIGITS } from './phone';

/** The API's numbers these texts state (the contract's API_LIMITS: api users/rules, families/model, shared/phone). */
const { passwordMinLength, familyNameMax } = API_LIMITS.account;

/** The visitor-facing messages of spec §5 and §8, exactly as written there. */
export const messages = {
  missingFields: 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.',
  missingFieldsReset: 'Vous devez remplir tous les champs pour envoyer votre demande.',
  missingFieldsProfile: 'Vous devez remplir tous les champs obligatoire pour envoyer votre demande.',
  wrongPassword: 'Le mot de passe ne correspond pas.',
  profileUpdated: 'Mise a jour des informations à bien effectuées.',
  badEmail: 'Adresse email est invalide',
  shortPassword: `Le mot de passe doit comporter au moins ${passwordMinLength} caractères`,
  passwordMismatch: 'Le mot de passe de confirmation ne correspond pas',
  badBirthday: 'La date de naissance est invalide.',
  signInFailed: 'Email ou mot de passe invalide. Veuillez vérifier les informations saisies.',
  duplicate: 'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.',
  familyNameTaken: 'Nom déjà utilisé. Veuillez vérifier les informations saisies.',
  familyMemberAdded: 'Vous avez ajouté un membre à votre famille avec succès.',
  passwordChanged: 'Votre mot de passe a été bien modifié.',
  resetInvalid: "La session a expiré ou n'est pas valide.",
  notAuthenticated: 'Vous devez être identifié pour accéder à cette page.',
} as const;

/** Field-level texts of ours (not in the spec). */
export const fieldTexts = {
  required: 'Champ obligatoire',
  badPhone: `Le numéro de téléphone doit comporter ${PHONE_DIGITS} chiffres.`,
  consent: 'Vous devez accepter les conditions pour créer votre compte.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  familyNameTooLong: `Le nom de la famille compte ${familyNameMax} caractères au plus.`,
  /** Under a new password's field, and in the reset page's subtitle. */
  passwordHint: `${passwordMinLength} caractères au moins`,
} as const;

/** Toasts last 3.5 s in the account area (spec §8). */
export const TOAST_MS = 3500;
