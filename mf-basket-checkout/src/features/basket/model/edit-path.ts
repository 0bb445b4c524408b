/** Where the pencil of a basket line leads (spec §4: its calendar, or the entreprise/events page). */
import type { BasketLine } from '../../../shared/platform/types';
import { isSnackingLine } from './basket-rules';

/** Activity codes of the catalogue (GET /api/v1/activites, field code). */
export type ActivityCode = string | null | undefined;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** True when the line can be edited from the basket (it came from a booking page). */
export function isEditable(line: BasketLine): boolean {
  return !isSnackingLine(line) && present(line.aid) && present(line.oid);
}

/** The page to edit the line on, with ?edit=<pid>; null when the line cannot be edited. */
export function editPath(line: BasketLine, activityCode: ActivityCode): string | null {
  if (!isEditable(line)) return null;
  const edit = `?edit=${encodeURIComponent(String(present(line.pid) ? line.pid : line.nid))}`;
  const base = `/activites/${line.aid}/${line.oid}`;
  if (activityCode === 'company') return `${base}/entreprise${edit}`;
  if (activityCode === 'events') return `${base}/events${edit}`;
  if (!present(line.fid)) return null;
  if (line.abo) return `${base}/${line.fid}/abonnement${edit}`;
  const pack = Array.isArray(line.idPlanningPack) ? line.idPlanningPack.length > 0 : false;
  if (pack || (Array.isArray(line.dates) && line.dates.length > 0)) return `${base}/${line.fid}/pack/0/calendar${edit}`;
  return `${base}/${line.fid}/calendar${edit}`;
}
