import { serverMessage } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { fieldTexts } from '../../../shared/forms/model/messages';

/** Said when deleting a member the server no longer knows (removed meanwhile, from another tab or device). */
export const MEMBER_ALREADY_REMOVED = 'Ce membre a déjà été retiré de votre famille.';

/**
 * The message of a member's change that failed (added to an existing family, updated, deleted). Not spec §8's
 * 'Client existe déjà…', which is for the creation of a user or a family and the name dialogs (decision 0047): the
 * server's own French message for a refusal that carries one (400 a field rule, 403 not their family, 404 gone,
 * 409 the responsible stays), else 'Une erreur est survenue. Veuillez réessayer.' (5xx, network down, no answer).
 */
export function memberFailureMessage(error: unknown): string {
  const status = statusOf(error);
  const refused = status >= 400 && status < 500;
  return (refused && serverMessage(error)) || fieldTexts.unexpected;
}

/** The member is no longer on the server (404): the family shown is out of date and is read again. */
export function memberGone(error: unknown): boolean {
  return statusOf(error) === 404;
}
