/** Password reset modes (spec §2): 0 request, 1 new password (token present), 3 confirmation after request. */
export const ResetMode = { Request: 0, NewPassword: 1, Confirmation: 3 } as const;
export type ResetMode = (typeof ResetMode)[keyof typeof ResetMode];

export interface ResetLink {
  token: string;
  idClient: number;
}

/** The e-mailed link's token and client id, when both are present and well formed. */
export function resetLinkFromQuery(params: URLSearchParams): ResetLink | null {
  const token = params.get('token')?.trim() ?? '';
  const rawId = params.get('idClient')?.trim() ?? '';
  const idClient = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  if (token === '' || !Number.isSafeInteger(idClient) || idClient < 1) return null;
  return { token, idClient };
}

/** With token and idClient the page opens in new-password mode. */
export function initialResetMode(params: URLSearchParams): ResetMode {
  return params.has('token') || params.has('idClient') ? ResetMode.NewPassword : ResetMode.Request;
}
