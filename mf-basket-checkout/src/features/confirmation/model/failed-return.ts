import { basketPathOf, isSnackingLine, tablePlaceOf, type SnackingPlace } from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';

/**
 * Where a payment that did not go through sends the visitor back, with its reason (`/…?type=refused`): the basket it
 * was paid from. A table's order goes back to that table's basket, as the server's own return does (decision 0010):
 * the site's /panier removes table lines, and a bar tablet has no such page. The table is the one the paid lines name,
 * else the one the tablet returns to.
 */
export function failedReturnPath(
  type: string,
  snacking: boolean,
  paidLines: readonly BasketLine[],
  tableAddress: string,
): string {
  const place = snacking ? (placeOfLines(paidLines) ?? tablePlaceOf(tableAddress)) : null;
  return `${basketPathOf(place)}?type=${type}`;
}

function placeOfLines(lines: readonly BasketLine[]): SnackingPlace | null {
  const line = lines.find(isSnackingLine);
  return line && line.ZONE != null && line.TABLE != null ? { zone: line.ZONE, table: line.TABLE } : null;
}
