import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CLUB_BADGE_LABEL } from '../club';
import { accountEntries } from './account-entries';

export interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  anonymous: boolean;
  company: boolean;
  /** A 360 Family Club member: the menu shows the label 'Membre 360 Family Club'. */
  clubMember?: boolean;
  onClose(): void;
  onGo(tab: number): void;
  onSignOut(): void;
}

/** The club label for members; Mon compte, Mes commandes, Mes abonnements (not for anonymous visitors; no subscriptions for companies), Déconnexion. */
export function AccountMenuPopup({
  anchor,
  anonymous,
  company,
  clubMember,
  onClose,
  onGo,
  onSignOut,
}: AccountMenuPopupProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} data-testid="account-menu">
      {clubMember ? (
        <MenuItem disabled data-testid="club-member-label" sx={{ fontWeight: 700, '&.Mui-disabled': { opacity: 1 } }}>
          {CLUB_BADGE_LABEL}
        </MenuItem>
      ) : null}
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
