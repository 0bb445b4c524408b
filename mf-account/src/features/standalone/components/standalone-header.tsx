import type { MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { basketStore, requestNavigation, sessionStore, useStore, useUserPhoto, visuallyHidden } from 'shared-events';
import { displayName } from '../../account/model/account-menu';

/**
 * The park's header on the standalone account entry (e-mail links): the same look as the site's
 * (logo, basket with its count, the client's name and photo or 'Connexion'); the logo and the basket
 * lead to the full site.
 */
export function StandaloneHeader() {
  const { lines } = useStore(basketStore);
  const session = useStore(sessionStore);
  const user = session.token ? session.currentUser : null;
  const photo = useUserPhoto(user);
  const name = user ? displayName(user) || user.email : null;
  return (
    <AppBar position="sticky" color="primary" data-testid="site-header">
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 3 } }}>
        <Box
          component="a"
          href="/activites"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            requestNavigation('/activites');
          }}
          data-testid="header-logo"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            display: 'flex',
            alignItems: 'baseline',
            gap: 0.5,
            mr: 'auto',
          }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 900, fontSize: { xs: '1.4rem', sm: '1.8rem' }, color: 'secondary.main' }}
          >
            360
          </Typography>
          <Typography
            component="span"
            sx={{ fontWeight: 800, letterSpacing: 2, display: { xs: 'none', sm: 'inline' } }}
          >
            PARC DE LOISIRS
          </Typography>
          {/* The link says where it goes; its visible text stays part of its name (WCAG 2.5.3). */}
          <Box component="span" sx={visuallyHidden}>
            , accueil, les activités
          </Box>
        </Box>
        <IconButton
          color="inherit"
          onClick={() => requestNavigation('/panier')}
          aria-label={`Panier, ${lines.length} article(s)`}
          data-testid="basket-link"
        >
          <Badge badgeContent={<span data-testid="basket-count">{lines.length}</span>} color="secondary" showZero>
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
        <Button
          color="inherit"
          onClick={() => requestNavigation(user ? '/compte' : '/')}
          data-testid={user ? 'account-button' : 'signin-link'}
          startIcon={
            photo ? (
              <Box
                component="img"
                src={photo}
                alt=""
                sx={{ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover', display: 'block' }}
              />
            ) : (
              <AccountCircleIcon />
            )
          }
          sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 'none' }, overflow: 'hidden', whiteSpace: 'nowrap' }}
        >
          {name ?? 'Connexion'}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
