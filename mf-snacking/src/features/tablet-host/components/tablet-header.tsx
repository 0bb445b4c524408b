import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { snackingAddressStore, useStore, visuallyHidden } from 'shared-events';

/**
 * The park's header on the snacking area's own pages (the bar tablets, the bar screen): the park's mark, which
 * leads back to the table's menu on a paired tablet (never to the site: the tablet stays on its own origin).
 */
export function TabletHeader() {
  const address = useStore(snackingAddressStore);
  return (
    <AppBar position="sticky" color="primary" data-testid="tablet-header">
      <Toolbar sx={{ minHeight: { xs: 64 }, px: { xs: 2, sm: 3 } }}>
        <Box
          component={RouterLink}
          to={address}
          sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'baseline', gap: 0.75 }}
        >
          <Typography component="span" sx={{ fontWeight: 900, fontSize: '1.8rem', color: 'secondary.main' }}>
            360
          </Typography>
          <Typography component="span" sx={{ fontWeight: 800, letterSpacing: 2 }}>
            PARC DE LOISIRS
          </Typography>
          {/* Named by its visible text plus where it leads (WCAG 2.5.3: no aria-label that hides the text). */}
          <Box component="span" sx={visuallyHidden}>
            , le menu de la table
          </Box>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
