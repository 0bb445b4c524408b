import { detectImageType, IMAGE_TYPES } from '../uploads/image-type';

/** What a company may send with its request, recognised by the first bytes (never the declared type). */
export const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;
export type DocumentMime = (typeof DOCUMENT_TYPES)[number];

export const MAX_DOCUMENTS = 5;
/** A document's largest size, in megabytes (Mo) as the message says it, and in bytes as it is checked. */
export const MAX_DOCUMENT_MEGABYTES = 5;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MEGABYTES * 1024 * 1024;

export const documentMessages = {
  badType: 'Seuls les documents PDF ou les images JPEG, PNG ou WebP sont acceptés.',
  tooLarge: `Chaque document doit faire ${MAX_DOCUMENT_MEGABYTES} Mo au plus.`,
  tooMany: `Vous pouvez envoyer ${MAX_DOCUMENTS} documents au plus.`,
  none: 'Aucun document reçu.',
  badToken: "Le lien d'envoi des documents a expiré ou n'est pas valide.",
  notPending: "Cette demande de compte entreprise n'est plus en attente.",
} as const;

export function detectDocumentType(bytes: Uint8Array): DocumentMime | null {
  // '%PDF-'
  if (bytes.length >= 5 && [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b)) return 'application/pdf';
  return detectImageType(bytes);
}

/** A file name safe to print and to save: no path, no control characters, 120 characters at most. */
export function documentName(raw: string | undefined, index: number, mime: DocumentMime): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 120);
  if (clean) return clean;
  const ext = mime === 'application/pdf' ? 'pdf' : mime.slice('image/'.length);
  return `document-${index + 1}.${ext}`;
}
