import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore, useStore } from 'shared-events';
import { takeReturnTo } from '../../../shared/auth/api/sign-in-flow';
import { useParkNavigation } from '../../../shared/auth/hooks/use-park-navigation';
import { documentsLinkTexts } from '../model/documents-link';
import { LoginMode, MODE_TITLES, modeFromQuery, modePath, previousMode, shouldLeaveLogin } from '../model/login-modes';
import { LoginLayout } from './login-layout';
import { SignInForm } from './sign-in-form';

// The sign-in form comes with the area; the other forms (the registrations' birthday picker: MUI X, ~40 KB gzip)
// load when shown, so that the sign-in page does not fetch nor run them.
const RegistrationForm = lazy(() => import('./registration-form').then((m) => ({ default: m.RegistrationForm })));
const CompanyRegistrationForm = lazy(() =>
  import('./company-registration-form').then((m) => ({ default: m.CompanyRegistrationForm })),
);
const CompanySignInForm = lazy(() => import('./company-sign-in-form').then((m) => ({ default: m.CompanySignInForm })));
const CompanyDocumentsForm = lazy(() =>
  import('./company-documents-form').then((m) => ({ default: m.CompanyDocumentsForm })),
);
const FamilyRegistration = lazy(() =>
  import('../../family/components/family-registration').then((m) => ({ default: m.FamilyRegistration })),
);

const SUBTITLES: Partial<Record<LoginMode, string>> = {
  [LoginMode.SignIn]: 'Connectez-vous pour réserver et retrouver vos commandes.',
  [LoginMode.Registration]: 'Créez votre compte en quelques instants.',
  [LoginMode.FamilyRegistration]: 'Votre compte est créé ! Ajoutez maintenant les membres de votre famille.',
  [LoginMode.CompanyRegistration]: 'Comités d’entreprise et entreprises : demandez l’ouverture de votre compte.',
  [LoginMode.CompanySignIn]: 'Connectez-vous avec l’identifiant et le code d’accès reçus par e-mail.',
  [LoginMode.CompanyDocuments]: documentsLinkTexts.intro,
};

/** '/': sign-in, registration, family and company screens (modes 0 to 5 in ?mode=). */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const go = useParkNavigation();
  const session = useStore(sessionStore);
  // An anonymous (tickets by e-mail / snacking) session may still sign in with an account.
  const signedIn = Boolean(session.token && session.currentUser) && session.signInType !== 'anonyme';
  const mode = modeFromQuery(params.get('mode'), signedIn);
  /**
   * The history entry on which a form is signing in and will leave on its own: the page must not
   * redirect from it meanwhile. Other entries (back button, another visit) redirect as usual.
   */
  const [leavingKey, setLeavingKey] = useState<string | null>(null);

  const mustLeave = shouldLeaveLogin(mode, signedIn) && leavingKey !== location.key;
  useEffect(() => {
    if (mustLeave) go('/activites', { replace: true });
  }, [mustLeave, go]);

  const setMode = (next: LoginMode, state?: unknown) => navigate(modePath(next), { state });
  const back = previousMode(mode);
  const callbacks = {
    onStart: () => setLeavingKey(location.key),
    onFailure: () => setLeavingKey(null),
  };

  if (mustLeave) return null;

  return (
    <LoginLayout
      testId={`login-mode-${mode}`}
      title={MODE_TITLES[mode]}
      subtitle={SUBTITLES[mode]}
      wide={
        mode === LoginMode.Registration ||
        mode === LoginMode.CompanyRegistration ||
        mode === LoginMode.FamilyRegistration
      }
      backTo={back === null ? undefined : modePath(back)}
    >
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Chargement" />
          </Box>
        }
      >
        {mode === LoginMode.SignIn && <SignInForm {...callbacks} onSignedIn={(destination) => go(destination)} />}
        {mode === LoginMode.Registration && (
          <RegistrationForm
            {...callbacks}
            onSignedIn={() => {
              navigate(modePath(LoginMode.FamilyRegistration), { replace: true });
            }}
          />
        )}
        {mode === LoginMode.FamilyRegistration && <FamilyRegistration onDone={() => go(takeReturnTo())} />}
        {mode === LoginMode.CompanyRegistration && (
          <CompanyRegistrationForm
            onRequested={() => setMode(LoginMode.CompanySignIn, { companyRequested: true })}
            onHaveCodes={() => setMode(LoginMode.CompanySignIn)}
          />
        )}
        {mode === LoginMode.CompanySignIn && (
          <CompanySignInForm
            {...callbacks}
            requested={Boolean((location.state as { companyRequested?: boolean } | null)?.companyRequested)}
            onSignedIn={(destination) => go(destination)}
          />
        )}
        {mode === LoginMode.CompanyDocuments && <CompanyDocumentsForm params={params} />}
      </Suspense>
    </LoginLayout>
  );
}
