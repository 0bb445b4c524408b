/** Money arithmetic in integer cents (euros in, euros out, two decimals). */
export const toCents = (euros: number) => Math.round(euros * 100);
export const fromCents = (cents: number) => cents / 100;

/** '12,50 €' (French format, ordinary spaces). */
export function formatEuros(euros: number): string {
  const [int, dec] = (Math.abs(toCents(euros)) / 100).toFixed(2).split('.') as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${toCents(euros) < 0 ? '-' : ''}${grouped},${dec} €`;
}
