import { LoginMode, modeFromQuery, modePath, previousMode, shouldLeaveLogin } from './login-modes';

describe('login modes', () => {
  it('reads the mode from the query', () => {
    expect(modeFromQuery(null, false)).toBe(LoginMode.SignIn);
    expect(modeFromQuery('1', false)).toBe(LoginMode.Registration);
    expect(modeFromQuery('3', false)).toBe(LoginMode.CompanyRegistration);
    expect(modeFromQuery('4', false)).toBe(LoginMode.CompanySignIn);
    expect(modeFromQuery('2', true)).toBe(LoginMode.FamilyRegistration);
    expect(modeFromQuery('5', false)).toBe(LoginMode.CompanyDocuments);
  });
  it('falls back to sign-in for unknown modes and for family registration without a session', () => {
    expect(modeFromQuery('2', false)).toBe(LoginMode.SignIn);
    expect(modeFromQuery('9', false)).toBe(LoginMode.SignIn);
    expect(modeFromQuery('1.5', false)).toBe(LoginMode.SignIn);
    expect(modeFromQuery('abc', false)).toBe(LoginMode.SignIn);
    expect(modeFromQuery('', false)).toBe(LoginMode.SignIn);
  });
  it('goes back 1 -> 0, 3 -> 0, 4 -> 3; 0 and 2 have no back', () => {
    expect(previousMode(LoginMode.Registration)).toBe(LoginMode.SignIn);
    expect(previousMode(LoginMode.CompanyRegistration)).toBe(LoginMode.SignIn);
    expect(previousMode(LoginMode.CompanySignIn)).toBe(LoginMode.CompanyRegistration);
    expect(previousMode(LoginMode.SignIn)).toBeNull();
    expect(previousMode(LoginMode.FamilyRegistration)).toBeNull();
  });
  it('sends signed-in users away except during family registration', () => {
    expect(shouldLeaveLogin(LoginMode.SignIn, true)).toBe(true);
    expect(shouldLeaveLogin(LoginMode.CompanySignIn, true)).toBe(true);
    expect(shouldLeaveLogin(LoginMode.FamilyRegistration, true)).toBe(false);
    expect(shouldLeaveLogin(LoginMode.SignIn, false)).toBe(false);
  });
  it('keeps anyone on the documents link of a company request', () => {
    expect(shouldLeaveLogin(LoginMode.CompanyDocuments, true)).toBe(false);
    expect(previousMode(LoginMode.CompanyDocuments)).toBeNull();
  });
  it('builds the address of a mode', () => {
    expect(modePath(LoginMode.SignIn)).toBe('/');
    expect(modePath(LoginMode.CompanySignIn)).toBe('/?mode=4');
  });
});
