import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { basketStore, leaveBlocked, snackingAddressStore, useStore, visuallyHidden } from 'shared-events';
import { AccountMenu } from './account-menu';

/** Site header: logo (-> /activites, clears the stored snacking address), basket with count, account. */
export function Header() {
  const { lines } = useStore(basketStore);
  const count = lines.length;
  return (
    <AppBar position="sticky" color="primary" data-testid="site-header">
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 3 } }}>
        <Box
          component={RouterLink}
          to="/activites"
          onClick={(event: React.MouseEvent) => {
            // An unsaved selection asks first (its page shows the warning and navigates if the visitor leaves).
            if (leaveBlocked('/activites')) event.preventDefault();
            else snackingAddressStore.set('/');
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
          component={RouterLink}
          to="/panier"
          onClick={(event: React.MouseEvent) => {
            if (leaveBlocked('/panier')) event.preventDefault();
          }}
          aria-label={`Panier, ${count} article(s)`}
          data-testid="basket-link"
        >
          <Badge badgeContent={<span data-testid="basket-count">{count}</span>} color="secondary" showZero>
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
