import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RemoteDefinition } from '../model/remote-config';
import type { RemoteLoader } from '../runtime/remote-loader';

export type RemotesState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteDefinition[]; loader: RemoteLoader }
  | { status: 'failed'; error: unknown };

const RemotesContext = createContext<RemotesState>({ status: 'loading' });

export interface RemotesProviderProps {
  /** Reads remotes.json and prepares the loader (bootstrap passes the real federation runtime). */
  start(): Promise<{ remotes: RemoteDefinition[]; loader: RemoteLoader }>;
  children?: ReactNode;
}

/** Starts the remotes once; the header and footer render meanwhile. */
export function RemotesProvider({ start, children }: RemotesProviderProps) {
  const [state, setState] = useState<RemotesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    start().then(
      (ready) => active && setState({ status: 'ready', ...ready }),
      (error: unknown) => {
        console.error('[shell] remotes.json could not be read', error);
        if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [start]);
  return <RemotesContext.Provider value={state}>{children}</RemotesContext.Provider>;
}

export const useRemotes = (): RemotesState => useContext(RemotesContext);
