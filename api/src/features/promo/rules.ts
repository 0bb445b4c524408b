export interface PromoCodeRow {
  label: string;
  percentage: number;
  articles: string;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
}

/** The message the visitor sees for an unknown, expired, future or disabled code (spec §8). */
export const PROMO_INVALID = "Code promo n'est pas valide.";

/** How a typed label is compared: trimmed, case-insensitive (stored labels are unique ignoring case). */
export function normaliseLabel(label: string): string {
  return label.trim().toLowerCase();
}

/** A code applies when active, already started and not yet ended (bounds inclusive). */
export function isPromoUsable(code: PromoCodeRow, now: Date): boolean {
  if (!code.active) return false;
  if (code.percentage <= 0 || code.percentage > 100) return false;
  if (code.validFrom && now.getTime() < code.validFrom.getTime()) return false;
  if (code.validUntil && now.getTime() > code.validUntil.getTime()) return false;
  return true;
}
