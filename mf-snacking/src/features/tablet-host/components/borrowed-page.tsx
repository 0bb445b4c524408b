import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AreaErrorBoundary, AreaFallback } from 'shared-events';
import { Loading } from '../../../shared/components/status-views';
import { ownerOf, type RemoteEntry } from '../model/borrowed-routes';
import type { RemoteAppLoader } from '../runtime/remote-app-loader';
import { TabletTopBar } from './tablet-top-bar';

type State = { status: 'loading' } | { status: 'ready'; App: ComponentType; name: string } | { status: 'failed' };

export interface BorrowedPageProps {
  /** The site's remotes.json (read once per page). */
  remotes: () => Promise<RemoteEntry[]>;
  loader: RemoteAppLoader;
  /** This area's federation name: a page it owns itself is never borrowed. */
  self: string;
}

/**
 * A page of another area on the tablet (its table's basket, the payment return): that area's App loaded at
 * run time from the remote remotes.json names, under the tablet's way back to the menu. A remote that cannot
 * load shows the French fallback with 'Réessayer' here only.
 */
export function BorrowedPage({ remotes, loader, self }: BorrowedPageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [owner, setOwner] = useState<RemoteEntry | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    remotes()
      .then((list) => {
        const found = ownerOf(list, pathname, self);
        if (!found) throw new Error(`remotes.json names no area for ${pathname}`);
        if (active) setOwner(found);
        return loader.load(found).then((App) => active && setState({ status: 'ready', App, name: found.name }));
      })
      .catch((error: unknown) => {
        console.error('[mf-snacking] a page of another area could not load', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [remotes, loader, self, pathname, attempt]);

  const retry = () => {
    if (owner) loader.forget(owner);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Box data-testid="tablet-borrowed-page">
      <TabletTopBar />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <AreaFallback name={owner?.name ?? 'site'} onRetry={retry} />}
      {state.status === 'ready' && (
        <AreaErrorBoundary name={state.name} onRetry={retry} resetKey={`${pathname}#${attempt}`}>
          <state.App />
        </AreaErrorBoundary>
      )}
    </Box>
  );
}
