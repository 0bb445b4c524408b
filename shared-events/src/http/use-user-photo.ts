import { useEffect, useState } from 'react';
import { http } from './http-client';

export interface PhotoOwner {
  id: number;
  /** '/api/users/{id}/photo' when the client has a photo (served to its owner only: bearer token). */
  photo: string | null;
  /** Changes with every new photo: the address stays the same. */
  photoGuid: string | null;
}

/** The API address of a photo, relative to the HTTP client's '/api' base. */
export function photoPath(photo: string): string {
  return photo.startsWith('/api/') ? photo.slice(4) : photo;
}

/**
 * The signed-in client's photo as an object URL (fetched with the token, since an <img> cannot send
 * it), or null while loading, without photo or when it cannot be read. Freed when it changes.
 */
export function useUserPhoto(user: PhotoOwner | null | undefined): string | null {
  const photo = user?.photo ?? null;
  const guid = user?.photoGuid ?? null;
  const key = photo ? `${photo}#${guid ?? ''}` : null;
  // The object URL with the photo it shows: a stale one is never returned for another photo.
  const [shown, setShown] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!photo || !key) return undefined;
    let live = true;
    let created: string | null = null;
    http.get<Blob>(photoPath(photo), { responseType: 'blob', params: guid ? { v: guid } : undefined }).then(
      ({ data }) => {
        if (!live) return;
        created = URL.createObjectURL(data);
        setShown({ key, url: created });
      },
      () => live && setShown(null),
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [photo, guid, key]);
  return key && shown?.key === key ? shown.url : null;
}
