/** '2, 1,2' -> [1, 2]: distinct zone ids, sorted. */
export function parseZoneIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}
