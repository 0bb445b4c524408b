import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BusNavigation, BusToasts, ParkProviders, SITE_CACHE_KEY } from 'shared-events';
import { SiteLayout } from './features/layout/components/site-layout';
import type { MenuActivity } from './features/layout/api/menu-activities';
import { RemoteOutlet } from './features/remotes/components/remote-outlet';
import { RemotesProvider, type RemotesProviderProps } from './features/remotes/components/remotes-context';
import { SessionBridge } from './features/session/components/session-bridge';

// The shell's own pages load on demand: their components stay out of the start-up JavaScript.
const TestPage = lazy(() => import('./features/pages/components/test-page').then((m) => ({ default: m.TestPage })));
const NotFoundPage = lazy(() =>
  import('./features/pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const PrintTicketsPage = lazy(() =>
  import('./features/print-tickets/components/print-tickets-page').then((m) => ({ default: m.PrintTicketsPage })),
);

export interface ShellAppProps {
  /** Reads remotes.json and prepares the federation loader. */
  startRemotes: RemotesProviderProps['start'];
  /** Footer data source (tests pass their own). */
  loadMenuActivities?: () => Promise<MenuActivity[]>;
}

/** The shell inside a router: providers, bus bridges, layout, its own pages and the remotes' catch-all. */
export function ShellApp({ startRemotes, loadMenuActivities }: ShellAppProps) {
  return (
    <ParkProviders cacheKey={SITE_CACHE_KEY}>
      <BusToasts>
        <BusNavigation />
        <SessionBridge />
        <RemotesProvider start={startRemotes}>
          <SiteLayout footer={{ load: loadMenuActivities }}>
            <Suspense fallback={null}>
              <Routes>
                <Route path="/test" element={<TestPage />} />
                <Route path="/printTickets" element={<PrintTicketsPage />} />
                <Route path="/404" element={<NotFoundPage />} />
                <Route path="*" element={<RemoteOutlet />} />
              </Routes>
            </Suspense>
          </SiteLayout>
        </RemotesProvider>
      </BusToasts>
    </ParkProviders>
  );
}

export default ShellApp;
