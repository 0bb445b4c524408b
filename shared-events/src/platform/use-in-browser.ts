import { useSyncExternalStore } from 'react';

const unsubscribed = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the page is drawn on a server (and while the browser hydrates that drawing), true in the browser.
 * A page whose content only this browser knows (its basket, its session) draws its frame and title on the server,
 * so that they show at once, and its content here (decision 0032).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(unsubscribed, inBrowser, onServer);
}
