/**
 * Whether a line's text already says a name, as its reader would judge: letter case, accents, punctuation and a
 * plural mark aside. The article 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE' says its formula 'TRAMPOLINES -
 * ABONNEMENTS 3 MOIS SANS LIMITE'; 'KARTING ADULTE - SESSION 10 MIN' says 'Session 10 min'. Only whole words in
 * the same order count: 'KARTING 10 MIN' does not say 'KART'. Pure.
 */

/** A word without its accents and its plural mark ('ABONNEMENTS' and 'ABONNEMENT' are one word). */
function words(s: string): string[] {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleUpperCase('fr')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 ? w.replace(/[SX]$/, '') : w));
}

export function saysName(text: string, name: string): boolean {
  const said = words(text);
  const wanted = words(name);
  if (!wanted.length) return false;
  for (let i = 0; i + wanted.length <= said.length; i += 1) {
    if (wanted.every((w, j) => said[i + j] === w)) return true;
  }
  return false;
}
