/**
 * Test cards of the sandbox, like the real preprod gateway's: one that is accepted, some that the
 * bank refuses with a given code. Any other number is refused on the form itself. Pure.
 */

export interface TestCard {
  number: string;
  code: string;
  label: string;
}

export const TEST_CARDS: TestCard[] = [
  { number: '1111222233334444', code: '00000', label: 'Paiement accepté' },
  { number: '4000000000000002', code: '00021', label: 'Carte non autorisée (refus)' },
  { number: '4000000000009995', code: '00151', label: 'Provision insuffisante (refus émetteur)' },
  { number: '4000000000000069', code: '00154', label: 'Carte expirée (refus émetteur)' },
  { number: '4000000000000119', code: '00105', label: 'Ne pas honorer (refus émetteur)' },
  { number: '4000000000000259', code: '99999', label: 'Paiement en attente de validation' },
];

export const CANCEL_CODE = '00117';
export const PAGE_TIMEOUT_CODE = '00030';
/** More than this on the payment page and the payment is refused with 00030. */
export const PAGE_TIMEOUT_MS = 15 * 60_000;

export type CardCheck = { ok: true; code: string; card: TestCard; expiry: string } | { ok: false; error: string };

/** Checks the card form (number, MM/AA expiry in the future, 3-4 digit CVV) and finds the test card. */
export function checkCard(input: { number?: string; expiry?: string; cvv?: string }, now: Date): CardCheck {
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, error: 'Numéro de carte invalide.' };
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec((input.expiry ?? '').trim());
  if (!m) return { ok: false, error: "Date d'expiration invalide (format MM/AA)." };
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, error: "Date d'expiration invalide (format MM/AA)." };
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, error: 'Date de validité de la carte dépassée.' };
  if (!/^\d{3,4}$/.test((input.cvv ?? '').trim())) return { ok: false, error: 'Cryptogramme visuel invalide.' };
  const card = TEST_CARDS.find((c) => c.number === number);
  if (!card)
    return { ok: false, error: 'Carte inconnue de la plateforme de test : utilisez une des cartes de test indiquées.' };
  return { ok: true, code: card.code, card, expiry: `${m[2]}${m[1]}` };
}
