import { http } from 'shared-events';

/** POST /api/users/{id}/companyDocuments with the registration answer's token (the company cannot sign in yet). */
export async function sendCompanyDocuments(id: number, token: string, files: readonly File[]): Promise<number> {
  const body = new FormData();
  for (const file of files) body.append('documents', file, file.name);
  const { data } = await http.post<{ documents: unknown[] }>(`/users/${id}/companyDocuments`, body, {
    headers: { 'X-Documents-Token': token },
  });
  return Array.isArray(data.documents) ? data.documents.length : 0;
}
