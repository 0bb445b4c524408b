import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cssColor } from '../model/css-color';

export interface Crumb {
  label: string;
  to?: string;
}

/** Page frame of the catalogue: breadcrumbs, title underlined in the activity colour, content. */
export function CatalogPage({
  title,
  crumbs,
  accent,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  accent?: string | null;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="catalog-page">
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label="Fil d’Ariane" sx={{ mb: 1.5 }}>
          {crumbs.map((c) =>
            c.to ? (
              <MuiLink key={c.label} component={Link} to={c.to} underline="hover" color="inherit">
                {c.label}
              </MuiLink>
            ) : (
              <Typography key={c.label} color="text.primary">
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ width: 72, height: 5, borderRadius: 3, bgcolor: cssColor(accent, '#f28c28'), mb: 3 }} />
      {children}
    </Container>
  );
}
