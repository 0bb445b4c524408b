import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AreaErrorBoundary, AreaFallback } from 'shared-events';
import type { RemoteDefinition } from '../model/remote-config';
import type { RemoteLoader } from '../runtime/remote-loader';
import { firstScreenFor, releaseFirstScreen } from '../runtime/first-screen';
import { replayHeldPress } from '../runtime/held-press';
import { ServerFirstScreen } from './server-first-screen';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

export interface RemoteAreaProps {
  remote: RemoteDefinition;
  loader: RemoteLoader;
}

/** Loads a remote's App and renders it; a failure shows the French fallback in this area only. */
export function RemoteArea({ remote, loader }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load (this remote, this attempt): another remote or a retry is loading until its own outcome.
  const key = `${remote.name}#${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: LoadState } | null>(null);
  const state: LoadState = outcome?.key === key ? outcome.state : { status: 'loading' };
  const { pathname, search } = useLocation();
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    loader.load(remote).then(
      // A transition: React renders the area's page in slices, the main thread free between them (a tap is answered
      // meanwhile); what was on screen (the server's first screen, or the spinner) stays until the page is ready.
      (App) => active && startTransition(() => setOutcome({ key, state: { status: 'ready', App } })),
      () => active && setOutcome({ key, state: { status: 'failed' } }),
    );
    return () => {
      active = false;
    };
  }, [loader, remote, key]);

  // The server's first screen stands in for the remote until its own render (or its fallback) is on screen; a press
  // on one of its buttons meanwhile goes to the area's button (dropped if the area failed).
  useEffect(() => {
    if (state.status === 'loading') return;
    releaseFirstScreen();
    return replayHeldPress(state.status === 'ready' ? area.current : null);
  }, [state.status]);

  const retry = () => {
    loader.forget(remote);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') {
    const firstScreen = firstScreenFor(pathname + search, remote.name);
    if (firstScreen) return <ServerFirstScreen node={firstScreen} />;
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }} data-testid={`remote-loading-${remote.name}`}>
        <CircularProgress aria-label="Chargement" />
      </Box>
    );
  }
  if (state.status === 'failed') return <AreaFallback name={remote.name} onRetry={retry} />;
  const { App } = state;
  return (
    <div ref={area} data-testid={`remote-area-${remote.name}`}>
      <AreaErrorBoundary name={remote.name} onRetry={retry} resetKey={`${pathname}#${attempt}`}>
        <App />
      </AreaErrorBoundary>
    </div>
  );
}
