import { Route, Routes } from 'react-router-dom';
import { AccountPage } from './features/account/components/account-page';
import { LoginPage } from './features/login/components/login-page';
import { SetPasswordPage } from './features/password-reset/components/set-password-page';

/** The account area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/setPassword" element={<SetPasswordPage />} />
      <Route path="/compte" element={<AccountPage />} />
    </Routes>
  );
}

export default AppRoutes;
