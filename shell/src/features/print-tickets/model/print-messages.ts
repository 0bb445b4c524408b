import { httpStatus, serverMessage } from 'shared-events';

export const PRINT_SENT = "Le ticket a été envoyé à l'impression.";
export const PRINT_FAILED = "L'impression du ticket a échoué. Vérifiez le poste d'impression.";
export const PRINT_MISSING = 'Vous devez remplir tous les champs pour envoyer votre demande.';
export const STAFF_CODE_MISSING = 'Saisissez le code du personnel.';
export const STAFF_SIGNIN_FAILED = 'La connexion du personnel a échoué. Réessayez.';

/** What the staff reads when a print fails: the API's French message when it sent one, else the generic one. */
export function printFailureMessage(error: unknown): string {
  return serverMessage(error) ?? PRINT_FAILED;
}

/** Whether the API refused the staff token itself (expired, or the staff code changed): sign in again. */
export function staffTokenRefused(error: unknown): boolean {
  return httpStatus(error) === 401;
}

/** What the staff reads when the staff code is refused: the API's message ('Code du personnel invalide.', 429…). */
export function staffSignInFailureMessage(error: unknown): string {
  return serverMessage(error) ?? STAFF_SIGNIN_FAILED;
}
