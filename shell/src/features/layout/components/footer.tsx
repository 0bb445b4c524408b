import { Link as RouterLink } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { leaveBlocked } from 'shared-events';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { accessibleColor } from 'shared-events';
import type { MenuActivity } from '../api/menu-activities';
import { useMenuActivities } from '../hooks/use-menu-activities';
import { useNearViewport } from '../hooks/use-near-viewport';

export const FOOTER_TITLE = 'NOS INDISPENSABLES PAR ACTIVITÉS';

// The collapsible phone variant (Accordion, Collapse: ~16 KB gzip) loads only on phones, when the footer comes
// into view.
const PhoneFooterLinks = lazy(() => import('./phone-footer-links').then((m) => ({ default: m.PhoneFooterLinks })));

export function ActivityLinks({ activities }: { activities: MenuActivity[] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, md: 3 } }}
    >
      {activities.map((activity) => (
        <Box component="li" key={activity.aid} sx={{ width: { xs: '100%', md: 'auto' } }}>
          <Link
            component={RouterLink}
            to={`/activites/${activity.aid}`}
            onClick={(event: React.MouseEvent) => {
              if (leaveBlocked(`/activites/${activity.aid}`)) event.preventDefault();
            }}
            underline="hover"
            sx={{ color: activity.color ? accessibleColor(activity.color) : 'inherit', fontWeight: 700 }}
            data-testid={`footer-activity-${activity.aid}`}
          >
            {activity.name}
          </Link>
        </Box>
      ))}
    </Box>
  );
}

export interface FooterProps {
  load?: () => Promise<MenuActivity[]>;
}

/** The phone footer's folded title, as the Accordion shows it, until the Accordion has loaded. */
function PhoneFooterTitle() {
  return (
    <Box sx={{ minHeight: 48, px: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 800 }}>
        {FOOTER_TITLE}
      </Typography>
      <ExpandMoreIcon sx={{ color: 'action.active' }} />
    </Box>
  );
}

/**
 * Footer: the activities as links in their own colour; collapsible on phones. It starts below the fold (see
 * SiteLayout): its activities and, on phones, its Accordion load when it nears the screen, not with the page.
 */
export function Footer({ load }: FooterProps) {
  const [footerRef, near] = useNearViewport<HTMLElement>();
  const activities = useMenuActivities(load, near);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Box
      ref={footerRef}
      component="footer"
      data-testid="site-footer"
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: 4,
        borderColor: 'primary.main',
        mt: 'auto',
        px: { xs: 1, md: 4 },
        py: { xs: 1, md: 4 },
      }}
    >
      {phone && !near && <PhoneFooterTitle />}
      {phone && near && (
        <Suspense fallback={<PhoneFooterTitle />}>
          <PhoneFooterLinks title={FOOTER_TITLE}>
            <ActivityLinks activities={activities} />
          </PhoneFooterLinks>
        </Suspense>
      )}
      {!phone && (
        <>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
            {FOOTER_TITLE}
          </Typography>
          <ActivityLinks activities={activities} />
        </>
      )}
      <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.7, textAlign: 'center' }}>
        © Parc 360 — Réservation en ligne
      </Typography>
    </Box>
  );
}
