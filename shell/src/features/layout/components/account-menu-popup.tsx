import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { accountEntries } from './account-entries';

export interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  anonymous: boolean;
  company: boolean;
  onClose(): void;
  onGo(tab: number): void;
  onSignOut(): void;
}

/** Mon compte, Mes commandes, Mes abonnements (not for anonymous visitors; no subscriptions for companies), Déconnexion. */
export function AccountMenuPopup({ anchor, anonymous, company, onClose, onGo, onSignOut }: AccountMenuPopupProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} data-testid="account-menu">
      {accountEntries(anonymous, company).map((entry) => (
        <MenuItem key={entry.tab} onClick={() => onGo(entry.tab)} data-testid={`account-menu-${entry.tab}`}>
          {entry.label}
        </MenuItem>
      ))}
      <MenuItem onClick={onSignOut} data-testid="signout">
        Déconnexion
      </MenuItem>
    </Menu>
  );
}
