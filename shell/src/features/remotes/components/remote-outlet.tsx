import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AreaFallback } from 'shared-events';
import { lazy } from 'react';
import { findRemoteForPath } from '../model/find-remote';
import { firstScreenFor } from '../runtime/first-screen';
import { RemoteArea } from './remote-area';
import { ServerFirstScreen } from './server-first-screen';
import { useRemotes } from './remotes-context';

const NotFoundPage = lazy(() =>
  import('../../pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** The shell's catch-all route: renders the remote owning the location, or the not-found page. */
export function RemoteOutlet() {
  const state = useRemotes();
  const { pathname, search } = useLocation();
  if (state.status === 'loading') {
    const firstScreen = firstScreenFor(pathname + search);
    if (firstScreen) return <ServerFirstScreen node={firstScreen} />;
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Chargement" />
      </Box>
    );
  }
  if (state.status === 'failed') return <AreaFallback name="site" onRetry={() => window.location.reload()} />;
  const remote = findRemoteForPath(state.remotes, pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteArea key={remote.name} remote={remote} loader={state.loader} />;
}
