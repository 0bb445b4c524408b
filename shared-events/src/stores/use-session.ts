import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { SessionState } from '../types';
import { sessionStore } from './session-store';
import { useStore } from './use-store';

/** The session a server render draws a signed-in page for (decision 0040); none in the browser. */
const DrawnSession = createContext<SessionState | null>(null);

/** Server renders only: the pages inside see this session instead of the (empty, server-side) session store. */
export function DrawnSessionProvider({ session, children }: { session: SessionState | null; children?: ReactNode }) {
  return createElement(DrawnSession.Provider, { value: session }, children);
}

/**
 * The session a page shows: the session store's, re-rendered on every change; on the server, the session of the
 * visitor whose page is drawn (the site's session cookie, decision 0040).
 */
export function useSession(): SessionState {
  const drawn = useContext(DrawnSession);
  const stored = useStore(sessionStore);
  return drawn ?? stored;
}
