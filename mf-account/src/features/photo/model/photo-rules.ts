import { API_LIMITS } from 'shared-events';
import { fileSize } from '../../../shared/forms/model/file-size';

/**
 * The limits of POST /api/upload (decision 0003; the contract's API_LIMITS): one JPEG, PNG or WebP image of 2 MB
 * at most. The server checks the bytes themselves; this only spares sending a file it would refuse.
 */
export const PHOTO_TYPES = API_LIMITS.photo.types;
export const PHOTO_MAX_BYTES = API_LIMITS.photo.maxBytes;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** The API's own wording for the same refusals. */
export const PHOTO_TOO_LARGE = `Le fichier est trop volumineux (${fileSize(PHOTO_MAX_BYTES)} maximum).`;
export const PHOTO_NOT_IMAGE = 'Seules les images JPEG, PNG ou WebP sont acceptées.';
export const PHOTO_UPDATED = 'Votre photo a été mise à jour.';

/** Why this file cannot be the photo, or null when it may be sent. */
export function photoRefusal(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_NOT_IMAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  if (file.size === 0) return PHOTO_NOT_IMAGE;
  return null;
}
