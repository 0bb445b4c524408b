import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** Phones: the footer's links folded under their title. */
export function PhoneFooterLinks({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion disableGutters sx={{ bgcolor: 'transparent', color: 'inherit', boxShadow: 'none' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid="footer-toggle">
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
