import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from 'shared-events';
import { formatPhone } from '../../../shared/forms/model/phone';
import { displayName } from '../model/account-menu';

function birthday(value: string | null): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** Tab 0: personal (or company) information of the signed-in client. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const company = user.type === 2;
  const rows: Array<[string, string | null]> = company
    ? [
        ['Entreprise', user.lastName],
        ['Responsable CSE', user.secondName],
        ['Adresse de facturation', user.address],
        ['Numéro d’immatriculation', user.identificationNumber],
        ['Téléphone', user.mobilePhone ? formatPhone(user.mobilePhone) : null],
        ['Adresse e-mail', user.email],
      ]
    : [
        ['Nom', displayName(user)],
        ['Date de naissance', birthday(user.birthday)],
        ['Adresse e-mail', user.email],
        ['Téléphone', user.mobilePhone ? formatPhone(user.mobilePhone) : null],
        ['Adresse', [user.address, user.city].filter(Boolean).join(', ') || null],
      ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: { xs: 0.5, sm: 1.5 }, m: 0 }}
      data-testid="profile-summary"
    >
      {company && (
        <Typography sx={{ gridColumn: '1 / -1', fontWeight: 700, color: 'primary.main' }}>Compte entreprise</Typography>
      )}
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
