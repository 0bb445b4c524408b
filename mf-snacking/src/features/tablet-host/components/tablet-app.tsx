import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useZoneSessionRenewal } from '../../bar';
import { isBorrowed } from '../model/borrowed-routes';
import { BorrowedPage, type BorrowedPageProps } from './borrowed-page';

export interface TabletAppProps extends BorrowedPageProps {
  /** The snacking area's own App (menu, products, pairing, bar screen). */
  App: ComponentType;
}

/**
 * The snacking area alone (the bar tablet): its own pages, and the basket area's pages it borrows. Here, where no shell
 * handles an expired session, a refused zone session is renewed on any page.
 */
export function TabletApp({ App, ...borrowed }: TabletAppProps) {
  const { pathname } = useLocation();
  useZoneSessionRenewal();
  return isBorrowed(pathname) ? <BorrowedPage {...borrowed} /> : <App />;
}
