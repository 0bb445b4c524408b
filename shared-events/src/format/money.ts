// Made on first use: building an Intl formatter loads the locale's data (~20 ms of a phone's start-up, when
// the page's first screen may show no price at all).
let euros: Intl.NumberFormat | undefined;

/** Rounds euros to the cent (half away from zero, without binary drift: 1.005 -> 1.01). */
export function roundEuros(value: number): number {
  return (Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/** 12.5 -> '12,50 €' (French grouping with a plain space: 1234.5 -> '1 234,50 €'). */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Montant invalide : ${String(value)}`);
  euros ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const text = euros.format(roundEuros(value) + 0).replace(/[\u202f\u00a0]/g, ' ');
  return `${text} €`;
}
