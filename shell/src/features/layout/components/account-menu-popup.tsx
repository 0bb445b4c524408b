import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CLUB_BADGE_LABEL } from 'shared-events';
import { ACCOUNT_ENTRIES } from './account-entries';

export interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  anonymous: boolean;
  /** A 360 Family Club member: the menu shows the label 'Membre 360 Family Club'. */
  clubMember?: boolean;
  onClose(): void;
  onGo(page: number): void;
  onSignOut(): void;
}

/** Mon compte, Mes commandes, Mes abonnements (not for anonymous visitors), Déconnexion. */
export function AccountMenuPopup({ anchor, anonymous, clubMember, onClose, onGo, onSignOut }: AccountMenuPopupProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} data-testid="account-menu">
      {clubMember ? (
        <MenuItem disabled data-testid="club-member-label" sx={{ fontWeight: 700, '&.Mui-disabled': { opacity: 1 } }}>
          {CLUB_BADGE_LABEL}
        </MenuItem>
      ) : null}
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
