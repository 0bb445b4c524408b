/** Login screen modes (spec §2). */
export const LoginMode = {
  SignIn: 0,
  Registration: 1,
  FamilyRegistration: 2,
  CompanyRegistration: 3,
  CompanySignIn: 4,
  /** The documents of a pending company request, sent later (the link of its acknowledgement e-mail). */
  CompanyDocuments: 5,
} as const;
export type LoginMode = (typeof LoginMode)[keyof typeof LoginMode];

const ALL: readonly number[] = Object.values(LoginMode);

/**
 * The mode of '/?mode=N'. Unknown values give sign-in; family registration needs a signed-in client
 * (it follows account creation), so it falls back to sign-in for visitors.
 */
export function modeFromQuery(raw: string | null, signedIn: boolean): LoginMode {
  const n = raw === null || raw.trim() === '' ? LoginMode.SignIn : Number(raw);
  if (!Number.isInteger(n) || !ALL.includes(n)) return LoginMode.SignIn;
  if (n === LoginMode.FamilyRegistration && !signedIn) return LoginMode.SignIn;
  return n as LoginMode;
}

/** 'Retour' of each mode (spec: 0 -> 1, 3 -> 4, back returns). Family registration ends with 'Terminer' instead. */
export function previousMode(mode: LoginMode): LoginMode | null {
  switch (mode) {
    case LoginMode.Registration:
    case LoginMode.CompanyRegistration:
      return LoginMode.SignIn;
    case LoginMode.CompanySignIn:
      return LoginMode.CompanyRegistration;
    default:
      return null;
  }
}

/**
 * Signed-in users are sent away from '/', except while they add family members right after registering, and from an
 * e-mail's documents link (a pending company has no session: the browser's may be someone else's).
 */
export function shouldLeaveLogin(mode: LoginMode, signedIn: boolean): boolean {
  return signedIn && mode !== LoginMode.FamilyRegistration && mode !== LoginMode.CompanyDocuments;
}

export function modePath(mode: LoginMode): string {
  return mode === LoginMode.SignIn ? '/' : `/?mode=${mode}`;
}

export const MODE_TITLES: Record<LoginMode, string> = {
  [LoginMode.SignIn]: 'CONNEXION',
  [LoginMode.Registration]: 'CRÉER MON COMPTE',
  [LoginMode.FamilyRegistration]: 'MA FAMILLE',
  [LoginMode.CompanyRegistration]: 'CRÉER UN COMPTE ENTREPRISE',
  [LoginMode.CompanySignIn]: 'CONNEXION ENTREPRISE',
  [LoginMode.CompanyDocuments]: 'DOCUMENTS DE L’ENTREPRISE',
};
