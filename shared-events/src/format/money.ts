// Written out here rather than with Intl.NumberFormat: a page's first number formatter loads ICU's number data,
// 140-280 ms of one task on a phone (Chromium, CPU 4× slower: decision 0033), on every page that shows a price.
// The text is the same as fr-FR's formatter gives (money.test.ts compares them), its group separator a plain space.

/** Rounds euros to the cent (half away from zero, without binary drift: 1.005 -> 1.01). */
export function roundEuros(value: number): number {
  return (Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/** 12.5 -> '12,50 €' (French grouping with a plain space: 1234.5 -> '1 234,50 €'). */
export function formatMoney(value: number): string {
  const cents = Number.isFinite(value) ? Math.round(Math.abs(roundEuros(value)) * 100) : Number.NaN;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montant invalide : ${String(value)}`);
  const euros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${euros},${String(cents % 100).padStart(2, '0')} €`;
}
