import type { MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { basketPathOf, tablePlaceOf } from '../basket/basket-place';
import { shownLines } from '../basket/shown-lines';
import { basketStore, sessionStore, snackingAddressStore, useStore } from '../stores';
import { visuallyHidden } from '../theme/contrast';
import { AccountMenu } from './account-menu';

export interface ParkHeaderProps {
  /**
   * Goes to a path of the site: the shell through its router after the unsaved-selection check, a standalone
   * entry through the bus (its own routes, or the full site).
   */
  onNavigate(to: string): void;
  /**
   * The page's path. On a table's page (its basket, its menu) the basket is that table's (spec §4): the count is
   * its lines and the link its basket page. Elsewhere, or without it, the count is what /panier shows.
   */
  pathname?: string;
}

/**
 * The park's header, one for the site and the standalone entries: the logo (-> /activites, forgetting the stored
 * return addresses: the snacking table's and the sign-in's), the basket with the count of its page's lines (the
 * place filter), the account menu. Links are real links (href) that the page's router follows.
 */
/**
 * The logo resets the stored return address to '/' (spec §2 Header): the snacking table's ('/' = none) and the one
 * a sign-in goes back to (set by the checkout or the company gate; none = the sign-in's own destination), so that
 * a later 'Connexion' does not lead back to a page the visitor left.
 */
function forgetReturnAddresses(): void {
  snackingAddressStore.set('/');
  if (sessionStore.get().returnTo !== null) {
    sessionStore.update((draft) => {
      draft.returnTo = null;
    });
  }
}

export function ParkHeader({ onNavigate, pathname = '' }: ParkHeaderProps) {
  const { lines } = useStore(basketStore);
  const place = tablePlaceOf(pathname);
  // The lines of the basket page the link opens (`shownLines`, the basket page's own rule): past lines dropped, then
  // outside a table, table orders left out; on a table's page, that table's.
  const count = shownLines(lines, place, new Date()).length;
  const basketPath = basketPathOf(place);
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab, as asked
    event.preventDefault();
    if (to === '/activites') forgetReturnAddresses();
    onNavigate(to);
  };
  return (
    <AppBar position="sticky" color="primary" data-testid="site-header">
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 3 } }}>
        <Box
          component="a"
          href="/activites"
          onClick={follow('/activites')}
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
          component="a"
          href={basketPath}
          onClick={follow(basketPath)}
          aria-label={`Panier, ${count} article(s)`}
          data-testid="basket-link"
        >
          <Badge badgeContent={<span data-testid="basket-count">{count}</span>} color="secondary" showZero>
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
        <AccountMenu onNavigate={onNavigate} />
      </Toolbar>
    </AppBar>
  );
}
