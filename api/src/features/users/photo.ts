import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, uploads } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { findClient } from './checks';
import { clean, photoUrl } from './model';

export const NO_SUCH_FILE = 'Fichier introuvable.';
export const NO_PHOTO = "Ce client n'a pas de photo.";

/**
 * A file the client uploaded (POST /api/upload: type and size checked there) becomes their photo; the
 * previous photo's bytes are dropped in the same transaction (nothing refers to them any more).
 */
export async function setPhotoFromUpload(db: Db, clientId: number, photoGuid: string, photoType?: string | null) {
  const current = await findClient(db, clientId);
  const [upload] = await db
    .select({ guid: uploads.guid, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.guid, photoGuid), eq(uploads.clientId, clientId)));
  if (!upload) throw new HttpError(404, NO_SUCH_FILE);
  const type = clean(photoType) ?? upload.mime;
  await db.transaction(async (tx) => {
    await tx.update(clients).set({ photoGuid, photoType: type, updatedAt: new Date() }).where(eq(clients.id, clientId));
    if (current.photoGuid && current.photoGuid !== photoGuid)
      await tx.delete(uploads).where(eq(uploads.guid, current.photoGuid));
  });
  return { result: true, photoGuid, photoType: type, photo: photoUrl(clientId) };
}

/** The client's photo: its type and bytes. */
export async function photoOf(db: Db, clientId: number): Promise<{ mime: string; bytes: Buffer }> {
  const [row] = await db
    .select({ mime: uploads.mime, bytes: uploads.bytes })
    .from(clients)
    .innerJoin(uploads, eq(uploads.guid, clients.photoGuid))
    .where(eq(clients.id, clientId));
  if (!row) throw new HttpError(404, NO_PHOTO);
  return row;
}
