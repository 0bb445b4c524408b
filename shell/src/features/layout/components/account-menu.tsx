import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { bus, sessionStore, useStore } from 'shared-events';

/** Account menu entries; `page` is the /compte page (0 profile, 1 orders, 2 subscriptions). */
export const ACCOUNT_ENTRIES = [
  { label: 'Mon compte', page: 0 },
  { label: 'Mes commandes', page: 1 },
  { label: 'Mes abonnements', page: 2 },
] as const;

/** The visitor's first name opening the account menu, or 'Connexion'. */
export function AccountMenu() {
  const session = useStore(sessionStore);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = session.currentUser;

  if (!session.token || !user) {
    return (
      <Button color="inherit" onClick={() => navigate('/')} data-testid="signin-link" startIcon={<AccountCircleIcon />}>
        Connexion
      </Button>
    );
  }

  const anonymous = session.signInType === 'anonyme';
  const close = () => setAnchor(null);
  const go = (page: number) => {
    close();
    navigate(`/compte?page=${page}`);
  };
  const signOut = () => {
    close();
    bus.emit({ type: 'auth:signed-out' });
  };
  const name = user.type === 2 ? `${user.lastName} ${user.firstName}`.trim() : user.firstName;

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="account-button"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 'none' }, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        {name || user.email}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} data-testid="account-menu">
        {!anonymous &&
          ACCOUNT_ENTRIES.map((entry) => (
            <MenuItem key={entry.page} onClick={() => go(entry.page)}>
              {entry.label}
            </MenuItem>
          ))}
        <MenuItem onClick={signOut} data-testid="signout">
          Déconnexion
        </MenuItem>
      </Menu>
    </>
  );
}
