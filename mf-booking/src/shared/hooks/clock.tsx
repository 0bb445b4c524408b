import { createContext, useContext, type ReactNode } from 'react';

/** Where the booking pages read the current time; tests and demos provide a fixed clock. */
const ClockContext = createContext<() => number>(() => Date.now());

export function ClockProvider({ now, children }: { now: () => number; children?: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useClock(): () => number {
  return useContext(ClockContext);
}
