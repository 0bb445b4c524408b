import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '../bus/bus';

export interface BusNavigationProps {
  /** True when this host renders the path itself; other paths go to `siteUrl` (standalone entries). */
  owns?(pathname: string): boolean;
  /** The full site's address, for paths this host does not own. */
  siteUrl?: string;
  /** Leaves the page (injected in tests). */
  leave?(url: string, replace: boolean): void;
}

const defaultLeave = (url: string, replace: boolean): void => {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
};

/** Follows navigation:requested events of the bus: in the router when owned, else a location change. */
export function BusNavigation({ owns = () => true, siteUrl, leave = defaultLeave }: BusNavigationProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('navigation:requested').subscribe(({ to, replace = false }) => {
      const pathname = new URL(to, 'http://x').pathname;
      if (owns(pathname) || !siteUrl) navigate(to, { replace });
      else leave(new URL(to, siteUrl).href, replace);
    });
    return () => subscription.unsubscribe();
  }, [navigate, owns, siteUrl, leave]);
  return null;
}
