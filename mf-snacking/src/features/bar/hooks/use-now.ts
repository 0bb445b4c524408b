import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Now (epoch ms), as of the last change the screen shows: the component renders again when `nextChange(now)` comes
 * (a served order leaving, midnight in Paris), and not every second in between. Null: nothing will change.
 */
export function useNow(nextChange: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextChange(now);
  useEffect(() => {
    if (next === null) return;
    // A little after the instant: a timer may fire a few milliseconds early.
    const delay = Math.min(Math.max(0, next - Date.now()) + 20, LONGEST_DELAY_MS);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
