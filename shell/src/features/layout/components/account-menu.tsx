import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { bus, CLUB_BADGE_LABEL, leaveBlocked, sessionStore, useStore, useUserPhoto } from 'shared-events';

import { ACCOUNT_ENTRIES, accountHref, headerName } from './account-entries';

export { ACCOUNT_ENTRIES };

// The popup (Menu, Popover, Modal ...) loads on the first click: it is not start-up JavaScript.
const AccountMenuPopup = lazy(() => import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })));

/** The visitor's first name opening the account menu, or 'Connexion'. */
export function AccountMenu() {
  const session = useStore(sessionStore);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const user = session.currentUser;
  const photo = useUserPhoto(session.token ? user : null);

  if (!session.token || !user) {
    return (
      <Button color="inherit" onClick={() => navigate('/')} data-testid="signin-link" startIcon={<AccountCircleIcon />}>
        Connexion
      </Button>
    );
  }

  const anonymous = session.signInType === 'anonyme';
  const close = () => setAnchor(null);
  const go = (tab: number) => {
    close();
    if (!leaveBlocked(accountHref(tab))) navigate(accountHref(tab));
  };
  const signOut = () => {
    close();
    bus.emit({ type: 'auth:signed-out' });
  };
  const company = session.signInType === 'company' || Number(user.type) === 2;
  const name = headerName(user);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="account-button"
        startIcon={
          photo ? (
            <Box
              component="img"
              src={photo}
              alt=""
              sx={{ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover', display: 'block' }}
              data-testid="header-photo"
            />
          ) : (
            <AccountCircleIcon />
          )
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 'none' }, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        {name || user.email}
      </Button>
      {user.clubMember ? (
        <Box
          component="span"
          data-testid="club-badge"
          title={CLUB_BADGE_LABEL}
          sx={{
            display: { xs: 'none', md: 'inline-flex' },
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: '#D946EF',
            color: '#fff',
            fontSize: 12,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {CLUB_BADGE_LABEL}
        </Box>
      ) : null}
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            anchor={anchor}
            anonymous={anonymous}
            company={company}
            clubMember={user.clubMember === true}
            onClose={close}
            onGo={go}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  );
}
