/**
 * The amounts of an invoice, from the prices paid (decision 0056). Integers of cents throughout.
 *
 * The rule: the park sells at prices including VAT (TTC), so what was paid is the truth and every amount without VAT
 * (HT) is derived from it.
 * - Per VAT rate r, TTC_r is the sum of the rate's lines (quantity × unit price paid); the lines add up to the total
 *   paid, else no invoice (an invoice must not contradict the payment). HT_r = TTC_r / (1 + r) rounded to the cent,
 *   half up; TVA_r = TTC_r − HT_r. So HT_r + TVA_r = TTC_r exactly, and the TTC totals add up to what was paid.
 * - A line's HT amount is its TTC amount / (1 + r) rounded down, and the cents the rounding left (between 0 and the
 *   number of lines) go one each to the lines with the largest remainders, the first line first on a tie: the lines'
 *   HT amounts add up to HT_r exactly, and each is within one cent of its exact value.
 * - A line's unit price HT is its unit price paid / (1 + r) rounded to the cent, half up: a price, shown as such, so
 *   quantity × unit price HT may differ from the line's HT amount by the rounding of each unit (half a cent each).
 */

export interface AmountLine {
  qty: number;
  /** The unit price paid, VAT included. */
  unitTtcCents: number;
  /** The VAT rate in percent (20, 10, 5.5, 2.1). */
  vatRate: number;
}

export interface LineAmounts {
  vatRate: number;
  unitHtCents: number;
  htCents: number;
  ttcCents: number;
}

export interface RateTotals {
  vatRate: number;
  htCents: number;
  vatCents: number;
  ttcCents: number;
}

export interface InvoiceAmounts {
  lines: LineAmounts[];
  /** One entry per VAT rate, highest rate first. */
  rates: RateTotals[];
  htCents: number;
  vatCents: number;
  ttcCents: number;
}

export class InvoiceAmountsError extends Error {}

/** The rate in hundredths of a percent (5.5 % → 550), so that every division is of integers. */
function basisPoints(rate: number): number {
  const bp = Math.round(rate * 100);
  if (!Number.isFinite(rate) || bp < 0 || Math.abs(bp - rate * 100) > 1e-6)
    throw new InvoiceAmountsError(`invalid VAT rate ${rate}`);
  return bp;
}

/** TTC / (1 + rate), rounded to the cent, half up. */
export function htFromTtcCents(ttcCents: number, vatRate: number): number {
  const d = 10_000 + basisPoints(vatRate);
  return Math.floor((2 * ttcCents * 10_000 + d) / (2 * d));
}

export function invoiceAmounts(lines: AmountLine[], paidTtcCents: number): InvoiceAmounts {
  for (const l of lines)
    if (!Number.isSafeInteger(l.qty) || l.qty <= 0 || !Number.isSafeInteger(l.unitTtcCents) || l.unitTtcCents < 0)
      throw new InvoiceAmountsError(`invalid line ${l.qty} × ${l.unitTtcCents}`);
  const ttc = lines.map((l) => l.qty * l.unitTtcCents);
  const sum = ttc.reduce((a, b) => a + b, 0);
  if (sum !== paidTtcCents)
    throw new InvoiceAmountsError(`the lines add up to ${sum} cents, ${paidTtcCents} were paid`);
  const ht = ttc.map(() => 0);
  const rates = [...new Set(lines.map((l) => basisPoints(l.vatRate)))].sort((a, b) => b - a);
  const totals = rates.map((bp): RateTotals => {
    const d = 10_000 + bp;
    const members = lines.flatMap((_, i) => (basisPoints(lines[i]!.vatRate) === bp ? [i] : []));
    const ttcCents = members.reduce((s, i) => s + ttc[i]!, 0);
    const htCents = htFromTtcCents(ttcCents, bp / 100);
    for (const i of members) ht[i] = Math.floor((ttc[i]! * 10_000) / d);
    const left = htCents - members.reduce((s, i) => s + ht[i]!, 0);
    const byRemainder = [...members].sort((a, b) => ((ttc[b]! * 10_000) % d) - ((ttc[a]! * 10_000) % d) || a - b);
    for (const i of byRemainder.slice(0, left)) ht[i] = ht[i]! + 1;
    return { vatRate: bp / 100, htCents, vatCents: ttcCents - htCents, ttcCents };
  });
  return {
    lines: lines.map((l, i) => ({
      vatRate: l.vatRate,
      unitHtCents: htFromTtcCents(l.unitTtcCents, l.vatRate),
      htCents: ht[i]!,
      ttcCents: ttc[i]!,
    })),
    rates: totals,
    htCents: totals.reduce((s, t) => s + t.htCents, 0),
    vatCents: totals.reduce((s, t) => s + t.vatCents, 0),
    ttcCents: sum,
  };
}

/** A rate as French invoices print it: '20 %', '5,5 %'. */
export function formatVatRate(rate: number): string {
  return `${String(rate).replace('.', ',')} %`;
}
