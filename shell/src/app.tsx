import { Route, Routes } from 'react-router-dom';
import { BusNavigation, BusToasts, ParkProviders } from 'shared-events';
import { SiteLayout } from './features/layout/components/site-layout';
import type { MenuActivity } from './features/layout/api/menu-activities';
import { NotFoundPage } from './features/pages/components/not-found-page';
import { TestPage } from './features/pages/components/test-page';
import { PrintTicketsPage } from './features/print-tickets/components/print-tickets-page';
import { RemoteOutlet } from './features/remotes/components/remote-outlet';
import { RemotesProvider, type RemotesProviderProps } from './features/remotes/components/remotes-context';
import { SessionBridge } from './features/session/components/session-bridge';

export interface ShellAppProps {
  /** Reads remotes.json and prepares the federation loader. */
  startRemotes: RemotesProviderProps['start'];
  /** Footer data source (tests pass their own). */
  loadMenuActivities?: () => Promise<MenuActivity[]>;
}

/** The shell inside a router: providers, bus bridges, layout, its own pages and the remotes' catch-all. */
export function ShellApp({ startRemotes, loadMenuActivities }: ShellAppProps) {
  return (
    <ParkProviders cacheKey="shell">
      <BusToasts>
        <BusNavigation />
        <SessionBridge />
        <RemotesProvider start={startRemotes}>
          <SiteLayout footer={{ load: loadMenuActivities }}>
            <Routes>
              <Route path="/test" element={<TestPage />} />
              <Route path="/printTickets" element={<PrintTicketsPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route path="*" element={<RemoteOutlet />} />
            </Routes>
          </SiteLayout>
        </RemotesProvider>
      </BusToasts>
    </ParkProviders>
  );
}

export default ShellApp;
