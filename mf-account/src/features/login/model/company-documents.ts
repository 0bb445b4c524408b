import { API_LIMITS } from 'shared-events';
import { fileSize } from '../../../shared/forms/model/file-size';

/**
 * The documents a company sends with its request (the API's limits, from the contract's API_LIMITS: PDF, JPEG,
 * PNG or WebP, 5 MB each, 5 in all). The server checks the bytes; this spares sending what it would refuse.
 */
export const DOCUMENT_TYPES = API_LIMITS.companyDocuments.types;
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.join(',');
export const MAX_DOCUMENTS = API_LIMITS.companyDocuments.maxFiles;
export const MAX_DOCUMENT_BYTES = API_LIMITS.companyDocuments.maxBytes;
/** The acknowledgement e-mail's link to send them later is valid this many days (api DOCUMENTS_LINK_DAYS). */
export const DOCUMENTS_LINK_DAYS = API_LIMITS.companyDocuments.linkDays;

export const documentTexts = {
  badType: 'Seuls les documents PDF ou les images JPEG, PNG ou WebP sont acceptés.',
  tooLarge: `Chaque document doit faire ${fileSize(MAX_DOCUMENT_BYTES)} au plus.`,
  tooMany: `Vous pouvez envoyer ${MAX_DOCUMENTS} documents au plus.`,
  /** The field's explanation, above its button. */
  hint: `Joignez l’extrait Kbis de l’entreprise ou un justificatif du CSE (PDF ou image, ${fileSize(MAX_DOCUMENT_BYTES)} au plus par document, ${MAX_DOCUMENTS} documents au plus).`,
  notSent: `Votre demande est envoyée, mais vos documents n’ont pas pu l’être. Envoyez-les avec le lien de l’e-mail de confirmation (valable ${DOCUMENTS_LINK_DAYS} jours).`,
} as const;

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** Why these files cannot be sent, or null. */
export function documentsRefusal(files: readonly ChosenFile[] | undefined): string | null {
  if (!files || files.length === 0) return null;
  if (files.length > MAX_DOCUMENTS) return documentTexts.tooMany;
  if (files.some((f) => !(DOCUMENT_TYPES as readonly string[]).includes(f.type) || f.size === 0))
    return documentTexts.badType;
  if (files.some((f) => f.size > MAX_DOCUMENT_BYTES)) return documentTexts.tooLarge;
  return null;
}

/** Adds newly picked files to the chosen ones (the same name and size once). */
export function addDocuments<F extends ChosenFile>(chosen: readonly F[], picked: readonly F[]): F[] {
  const key = (f: ChosenFile) => `${f.name}:${f.size}`;
  const known = new Set(chosen.map(key));
  return [...chosen, ...picked.filter((f) => !known.has(key(f)))];
}
