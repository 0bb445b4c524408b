import type { App } from '../../app';
import { freshAddress } from '../users/test-helpers';

/** One file of a company's documents upload. */
export interface DocumentPart {
  content: Buffer;
  filename: string;
  type: string;
}

/** A small PDF, as the upload recognises it by its bytes. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20)]);

/** A multipart/form-data body with these file parts. */
export function multipart(files: DocumentPart[]) {
  const boundary = '----parcdocs' + Math.random().toString(16).slice(2);
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/users/{id}/companyDocuments with a documents token (a PDF by default), from a fresh address. */
export function sendDocuments(
  app: App,
  id: number,
  token: string,
  files: DocumentPart[] = [{ content: PDF, filename: 'kbis.pdf', type: 'application/pdf' }],
) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/users/${id}/companyDocuments`,
    remoteAddress: freshAddress(),
    headers: { ...body.headers, 'x-documents-token': token },
    payload: body.payload,
  });
}
