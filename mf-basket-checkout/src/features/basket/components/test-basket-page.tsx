import { screen } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import { setUpHarness, type Harness } from '../../../shared/testing/test-harness';
import { BasketPage } from './basket-page';

// The basket page's tests around a line's pencil (basket-edit, basket-edit-dialog): the page, its set-up, its cards.

/** The basket page alone at /panier. */
export const basketRoutes = [{ path: '/panier', element: <BasketPage /> }];

/**
 * Each test of the file: the clock on Monday 23 November 2026, 10:00 (Paris), the area's harness, no slot browsed,
 * and the catalogue's activities answered with `activities` (their codes choose the page a pencil opens). Returns the
 * running test's harness.
 */
export function setUpBasketPage(activities: Array<{ aid: number; code: string }>): () => Harness {
  let h: Harness | undefined;
  afterEach(() => releaseClock());
  beforeEach(() => {
    fixClock('2026-11-23T10:00:00+01:00');
    h = setUpHarness();
    h.mock.onGet('/planning/browse').reply(200, []);
    h.mock.onGet('/v1/activites').reply(200, { data: activities });
  });
  afterEach(() => h!.done());
  return () => h!;
}

/** The card of the basket line `nid`, once the page shows its lines. */
export const card = async (nid: string) =>
  (await screen.findAllByTestId('basket-line')).find((el) => el.getAttribute('data-nid') === nid)!;
