import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ACCOUNT_ENTRIES } from './account-entries';

export interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  anonymous: boolean;
  onClose(): void;
  onGo(page: number): void;
  onSignOut(): void;
}

/** Mon compte, Mes commandes, Mes abonnements (not for anonymous visitors), Déconnexion. */
export function AccountMenuPopup({ anchor, anonymous, onClose, onGo, onSignOut }: AccountMenuPopupProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} data-testid="account-menu">
      {!anonymous &&
        ACCOUNT_ENTRIES.map((entry) => (
          <MenuItem key={entry.page} onClick={() => onGo(entry.page)}>
            {entry.label}
          </MenuItem>
        ))}
      <MenuItem onClick={onSignOut} data-testid="signout">
        Déconnexion
      </MenuItem>
    </Menu>
  );
}
