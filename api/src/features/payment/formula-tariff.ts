import type { TariffRow } from './pricing';

/**
 * The one tariff the site sends for an undated line sold by its formula's own article (spec §4, §9), the
 * server's copy of the booking area's rules (mf-booking `subscriptionTariff`, `clubTariff`, and the
 * entreprise page's `fetchTariffs(article)[0]`), over the article's tariffs in the catalogue's order
 * (index, then id: as GET /api/articles/:id/tariffs lists them). Any other tariff of the article (the
 * student subscription, a second company price) is not sold online for that formula. Pure.
 */
export type UndatedKind = 'subscription' | 'family-club' | 'company';

/** The undated kind of a line sold by its formula's article: the club, a subscription, a company ticket; else null. */
export function undatedKind(formulaCode: string | null, activityCode: string): UndatedKind | null {
  if (formulaCode === 'family-club') return 'family-club';
  if (formulaCode === 'subscription') return 'subscription';
  if (activityCode === 'company') return 'company';
  return null;
}

/** An article's tariffs by index, then id. */
export function inCatalogueOrder(tariffs: readonly TariffRow[]): TariffRow[] {
  return [...tariffs].sort((a, b) => a.position - b.position || a.id - b.id);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The tariff the site sells the line at: a subscription at the first tariff whose name says 'abonnement',
 * else the first (spec §4: 'subscription tariff chosen by name, else the first'); the club at its default
 * tariff, else the first; a company ticket at the first tariff of its formula's article.
 */
export function formulaTariff(kind: UndatedKind, tariffs: readonly TariffRow[]): TariffRow | undefined {
  const own = inCatalogueOrder(tariffs);
  if (kind === 'subscription') return own.find((t) => fold(t.name).includes('abonnement')) ?? own[0];
  if (kind === 'family-club') return own.find((t) => t.isDefault) ?? own[0];
  return own[0];
}

const WHAT: Record<UndatedKind, string> = {
  subscription: "l'abonnement",
  'family-club': "l'adhésion",
  company: 'ce billet CSE',
};

/**
 * The tariff of an undated line: the formula's (formulaTariff) when the line names none or names it; a
 * refusal in French when it names another tariff of the article.
 */
export function undatedTariff(
  kind: UndatedKind,
  tariffs: readonly TariffRow[],
  requested: TariffRow | null,
): { tariff: TariffRow } | { refusal: string } | null {
  const chosen = formulaTariff(kind, tariffs);
  if (!chosen) return null;
  if (requested && requested.id !== chosen.id)
    return {
      refusal: `le tarif « ${requested.name} » n'est pas vendu en ligne pour cette formule : ${WHAT[kind]} se vend au tarif « ${chosen.name} ».`,
    };
  return { tariff: chosen };
}
