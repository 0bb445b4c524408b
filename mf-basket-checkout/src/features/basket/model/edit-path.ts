/**
 * Where the pencil of a basket line leads (spec §4: its calendar, or the entreprise/events page). A group's lines
 * (same pid: a booking and its equipment, wristband, accessory and drink lines; a subscription and its socks and
 * wristbands; a company's tickets) are edited together, on the page of the group's main line.
 */
import { isSnackingLine } from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';
import { groupOf } from './basket-rules';

/** Activity codes of the catalogue (GET /api/v1/activites, field code). */
export type ActivityCode = string | null | undefined;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

const isPackLine = (line: BasketLine) =>
  (Array.isArray(line.idPlanningPack) && line.idPlanningPack.length > 0) ||
  (Array.isArray(line.dates) && line.dates.length > 0);

/**
 * The main line of the line's group, as the booking pages read an edited group: the subscription line (`abo`), else
 * the line on a slot (the activity, pack or event line), else the first of the group (a company's tickets, all
 * alike). A line without a group, or whose group is not among `lines`, is its own main line.
 */
export function groupMainLine(line: BasketLine, lines: readonly BasketLine[]): BasketLine {
  const pid = groupOf(line);
  if (pid === null) return line;
  const group = lines.filter((other) => groupOf(other) === pid);
  return (
    group.find((other) => other.abo === true) ??
    group.find((other) => present(other.idPlanning)) ??
    group.find(isPackLine) ??
    group[0] ??
    line
  );
}

/** A line a booking page can edit: it came from one (not the bar's), and is not the club membership (nothing to choose). */
const editableLine = (line: BasketLine) =>
  !isSnackingLine(line) && line.familyClub !== true && present(line.aid) && present(line.oid);

/** True when the line can be edited from the basket: it and its group's main line came from a booking page. */
export function isEditable(line: BasketLine, lines: readonly BasketLine[]): boolean {
  return editableLine(line) && editableLine(groupMainLine(line, lines));
}

/** The booking page that edits a group: a slot's calendar, a duo pack's, the subscription, company or events page. */
export type EditPage = 'calendar' | 'pack' | 'subscription' | 'company' | 'events';

/**
 * The page that edits the line's group, null when the line cannot be edited. `activityCode` is that of the group's
 * main line.
 */
export function editPage(line: BasketLine, lines: readonly BasketLine[], activityCode: ActivityCode): EditPage | null {
  if (!isEditable(line, lines)) return null;
  const main = groupMainLine(line, lines);
  if (activityCode === 'company') return 'company';
  if (activityCode === 'events') return 'events';
  if (!present(main.fid)) return null;
  if (main.abo) return 'subscription';
  return isPackLine(main) ? 'pack' : 'calendar';
}

/**
 * The page to edit the line's group on, with ?edit=<pid> (the pages replace the lines of that pid); null when the line
 * cannot be edited. `activityCode` is that of the group's main line.
 */
export function editPath(line: BasketLine, lines: readonly BasketLine[], activityCode: ActivityCode): string | null {
  const page = editPage(line, lines, activityCode);
  if (page === null) return null;
  const main = groupMainLine(line, lines);
  const edit = `?edit=${encodeURIComponent(String(present(main.pid) ? main.pid : main.nid))}`;
  const base = `/activites/${main.aid}/${main.oid}`;
  switch (page) {
    case 'company':
      return `${base}/entreprise${edit}`;
    case 'events':
      return `${base}/events${edit}`;
    case 'subscription':
      return `${base}/${main.fid}/abonnement${edit}`;
    case 'pack':
      return `${base}/${main.fid}/pack/0/calendar${edit}`;
    case 'calendar':
      return `${base}/${main.fid}/calendar${edit}`;
  }
}
