import { http, type ApiReply, type Load, type ApiRequestBody } from 'shared-events';

/** The client's family and its members as the API answers them (the contract's types). */
export type Family = ApiReply<'/api/clientFamily/browse', 'get'>[number];
export type FamilyMember = Family['members'][number];

/** A member to add or change (the contract's request type). */
export type MemberBody = ApiRequestBody<'/api/clientFamily', 'post'>['member'];

/** GET /api/clientFamily/browse?idClient={id}: the client's family (first item), or null. */
export async function fetchFamily(idClient: number): Promise<Family | null> {
  const { data } = await http.get<Family[]>('/clientFamily/browse', { params: { idClient } });
  return Array.isArray(data) && data.length > 0 ? (data[0] ?? null) : null;
}

/** The client's family as the data layer loads it (null: none yet); the family pages read it again after a change. */
export const familyLoad = (idClient: number | null): Load<Family | null> => ({
  queryKey: ['mf_account', 'famille', idClient],
  queryFn: () => fetchFamily(idClient!),
  enabled: idClient !== null,
});

export async function familyNameAvailable(name: string): Promise<boolean> {
  const { data } = await http.post<{ available: boolean }>('/clientFamily/nameAvailability', { name: name.trim() });
  return data.available === true;
}

/** POST /api/clientFamily: the family with its first member (the responsible client). */
export async function createFamily(label: string, member: MemberBody): Promise<number> {
  const { data } = await http.post<{ id: number }>('/clientFamily', { label: label.trim(), member });
  return data.id;
}

/** POST /api/clientFamilyDetail: one more member (responsible false). */
export async function addFamilyMember(idClient: number, idClientFamily: number, member: MemberBody): Promise<number> {
  const { data } = await http.post<{ id: number }>('/clientFamilyDetail', {
    ...member,
    idClient,
    idClientFamily,
    responsible: false,
  });
  return data.id;
}

/** PUT /api/clientFamily/{id}: renames the family (its creator only; a taken name answers 409). */
export async function renameFamily(id: number, label: string): Promise<string> {
  const { data } = await http.put<{ label: string }>(`/clientFamily/${id}`, { label: label.trim() });
  return data.label;
}

/** PUT /api/clientFamilyDetail/{id}: changes a member's fields. */
export async function updateFamilyMember(id: number, member: MemberBody): Promise<FamilyMember> {
  const { data } = await http.put<{ member: FamilyMember }>(`/clientFamilyDetail/${id}`, member);
  return data.member;
}

/** DELETE /api/clientFamilyDetail/{id}. */
export async function deleteFamilyMember(id: number): Promise<void> {
  await http.delete(`/clientFamilyDetail/${id}`);
}
