import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { sessionStore, signOut, useSession } from 'shared-events';
import { FamilyManagement } from '../../family';
import { ProfilePhoto } from '../../photo';
import { messages } from '../../../shared/forms/model/messages';
import {
  accountMenu,
  accountReturnTo,
  asksNewFamily,
  displayName,
  tabFromQuery,
  withoutNewFamily,
  type AccountTab,
} from '../model/account-menu';
import { useFamilyClub } from '../hooks/use-family-club';
import { FAMILY_CLUB_BADGE } from '../model/family-club';
import { OrdersList } from './orders-list';
import { ProfileSummary } from './profile-summary';
import { SubscriptionsList } from './subscriptions-list';

// The profile form (its birthday picker: MUI X) loads when 'Modifier mes informations' is pressed.
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));

/** A tab's address: /compte for the first, /compte?tab=N for the others. */
const tabAddress = (tab: AccountTab) => (tab === 0 ? '/compte' : `/compte?tab=${tab}`);

/** /compte: sidebar and tabs of the signed-in client's account. */
export function AccountPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const user = session.currentUser;
  const [editing, setEditing] = useState(false);
  // '?famille=nouvelle' is acted on once, then leaves the address (replaced: a reload or 'back' does not reopen it).
  const newFamilyHandled = useCallback(() => setParams(withoutNewFamily, { replace: true }), [setParams]);
  // The user's answer says it (clubMember); the subscriptions say it too for an older session.
  const fromSubscriptions = useFamilyClub(session.token && user && Number(user.type) !== 2 ? user.id : null);
  const clubMember = user?.clubMember === true || fromSubscriptions;

  if (!session.token || !user) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="warning" data-testid="account-signed-out" sx={{ mb: 2 }}>
          {messages.notAuthenticated}
        </Alert>
        <Button
          component={Link}
          to="/"
          variant="contained"
          onClick={() =>
            sessionStore.update((d) => {
              d.returnTo = accountReturnTo(params);
            })
          }
          data-testid="account-sign-in"
        >
          Se connecter
        </Button>
      </Container>
    );
  }

  const menu = accountMenu(session);
  const tab = tabFromQuery(params.get('tab'), menu);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="account-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
          {user.firstName || user.lastName ? `Bonjour ${displayName(user)}` : 'Mon compte'}
        </Typography>
        {clubMember && (
          <Chip color="secondary" label={FAMILY_CLUB_BADGE} sx={{ fontWeight: 800 }} data-testid="account-club-badge" />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
        <Paper component="nav" aria-label="Mon compte" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          {/* Links in a navigation landmark, not list items: a <ul> may only hold <li> (axe 'list'). Links, so that
              the tabs of the server's page work before the scripts too (decision 0040). */}
          <List disablePadding component="div">
            {menu.map((item) => (
              <ListItemButton
                key={item.tab}
                component={Link}
                to={tabAddress(item.tab)}
                selected={tab === item.tab}
                aria-current={tab === item.tab ? 'page' : undefined}
                onClick={() => setEditing(false)}
                data-testid={`account-tab-${item.tab}`}
              >
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: tab === item.tab ? 800 : 500 } } }}
                />
              </ListItemButton>
            ))}
            <ListItemButton onClick={() => signOut()} data-testid="account-sign-out" sx={{ color: 'error.main' }}>
              <LogoutIcon fontSize="small" sx={{ mr: 1 }} />
              <ListItemText primary="Déconnexion" />
            </ListItemButton>
          </List>
        </Paper>
        <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          {tab === 0 &&
            (editing ? (
              <Suspense fallback={null}>
                <ProfileForm user={user} onDone={() => setEditing(false)} />
              </Suspense>
            ) : (
              <>
                <Box sx={{ mb: 3 }}>
                  <ProfilePhoto user={user} />
                </Box>
                <ProfileSummary user={user} />
                <Button variant="outlined" sx={{ mt: 3 }} onClick={() => setEditing(true)} data-testid="profile-edit">
                  Modifier mes informations
                </Button>
              </>
            ))}
          {tab === 1 && <OrdersList idClient={user.id} />}
          {tab === 2 && <SubscriptionsList idClient={user.id} />}
          {tab === 3 && (
            <FamilyManagement user={user} createOnArrival={asksNewFamily(params)} onArrival={newFamilyHandled} />
          )}
          {tab === null && <Typography>Commandez et suivez vos billets depuis le panier.</Typography>}
        </Paper>
      </Box>
    </Container>
  );
}
