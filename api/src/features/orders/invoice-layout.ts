import type { OrderLineDetails } from './details';
import { saysName } from './line-names';

/**
 * The park's colours on the invoice: the site's theme (shared-events/src/theme/park-theme.ts,
 * parkColors; a test keeps both equal). The API does not load the front end's theme module (MUI).
 */
export const INVOICE_COLORS = {
  primary: '#5b2a86',
  secondary: '#f28c28',
  text: '#1d1b22',
  band: '#efe9f5',
  grey: '#6b7280',
  rule: '#e5e0ec',
} as const;

/**
 * A line's name, each part once: the activity is put before the label only when the label does
 * not already say it, as whole words, accents and case aside ('KARTING 10 MIN', not 'KARTING — KARTING 10 MIN';
 * 'KARAOKÉ — …' not before 'KARAOKE 1 H'; 'KART' before 'KARTING 10 MIN'); a description that the
 * label already says (case, accents and a plural aside: saysName) is left out, one that contains the
 * label replaces it.
 */
export function invoiceLineTitle(line: Pick<OrderLineDetails, 'activity' | 'label' | 'description'>): string {
  const detail = line.description.trim();
  let name = line.label.trim();
  let extra: string | null = null;
  if (detail && !saysName(name, detail)) {
    if (saysName(detail, name)) name = detail;
    else extra = detail;
  }
  const activity = (line.activity ?? '').trim();
  const parts = activity && !saysName(name, activity) ? [activity, name] : [name];
  if (extra && !saysName(parts.join(' '), extra)) parts.push(extra);
  return parts.join(' — ');
}
