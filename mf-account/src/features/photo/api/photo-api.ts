import { http, type ApiReply } from 'shared-events';

/** POST /api/upload (multipart, one file): the stored file's guid. */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<{ guid: string }>('/upload', body);
  return data.guid;
}

/** The client's photo after an upload (the contract's type). */
export type PhotoAnswer = Pick<
  ApiReply<'/api/users/{id}/photo/fromUpload', 'post'>,
  'photo' | 'photoGuid' | 'photoType'
>;

/** POST /api/users/{id}/photo/fromUpload: the uploaded file becomes the client's photo. */
export async function setPhotoFromUpload(idClient: number, photoGuid: string, photoType: string): Promise<PhotoAnswer> {
  const { data } = await http.post<PhotoAnswer>(`/users/${idClient}/photo/fromUpload`, { photoGuid, photoType });
  return { photo: data.photo, photoGuid: data.photoGuid, photoType: data.photoType };
}
