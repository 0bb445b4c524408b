import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { CLUB_BADGE_LABEL } from '../club';
import { useUserPhoto } from '../http';
import { sessionStore, signOut, useStore } from '../stores';
import { accountHref, headerName } from './account-entries';

// The popup (Menu, Popover, Modal ...) loads on the first click: it is not start-up JavaScript.
const AccountMenuPopup = lazy(() => import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })));

export interface AccountMenuProps {
  /**
   * Goes to a path of the site ('/' to sign in, '/compte?tab=N'): the shell through its router (after the
   * unsaved-selection check), the standalone account entry through its own router or the full site.
   */
  onNavigate(to: string): void;
}

/**
 * The header's account menu, one for the site's header and the standalone account entry's: the visitor's
 * name and photo opening Mon compte / Mes commandes / Mes abonnements (not for companies) / Déconnexion, the
 * 'Membre 360 Family Club' badge and label; 'Connexion' when signed out.
 */
export function AccountMenu({ onNavigate }: AccountMenuProps) {
  const session = useStore(sessionStore);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const user = session.currentUser;
  const photo = useUserPhoto(session.token ? user : null);

  if (!session.token || !user) {
    return (
      <Button
        color="inherit"
        onClick={() => onNavigate('/')}
        data-testid="signin-link"
        startIcon={<AccountCircleIcon />}
      >
        Connexion
      </Button>
    );
  }

  const anonymous = session.signInType === 'anonyme';
  const close = () => setAnchor(null);
  const go = (tab: number) => {
    close();
    onNavigate(accountHref(tab));
  };
  const leave = () => {
    close();
    signOut();
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
            onSignOut={leave}
          />
        </Suspense>
      )}
    </>
  );
}
