import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getContrastRatio } from '@mui/material/styles';
import { accessibleColor, createParkQueryClient, ParkProviders, type HttpClient } from 'shared-events';
import { fetchMenuActivities, type MenuActivity } from '../api/menu-activities';
import { Footer, FOOTER_TITLE } from './footer';

const activities: MenuActivity[] = [
  { aid: 1, name: 'KARTING', status: true, menu: true, color: 'rgb(255, 0, 0)', sort: 2 },
  { aid: 2, name: 'BOWLING', status: true, menu: true, color: 'rgb(0, 0, 255)', sort: 1 },
  { aid: 3, name: 'CACHÉE', status: true, menu: false, color: '#000', sort: 3 },
  { aid: 4, name: 'FERMÉE', status: false, menu: true, color: '#000', sort: 4 },
];

function setWidth(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const loadActivities = () =>
  fetchMenuActivities({ get: async () => ({ data: { data: activities } }) } as unknown as HttpClient);

const renderFooter = (load: () => Promise<MenuActivity[]> = loadActivities) =>
  render(
    <ParkProviders cacheKey="test" queryClient={createParkQueryClient()}>
      <MemoryRouter>
        <Footer load={load} />
      </MemoryRouter>
    </ParkProviders>,
  );

/** An IntersectionObserver whose targets come into view when the test says so. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    observers,
    comeIntoView() {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) act(() => callback(entries, {} as IntersectionObserver));
      }
    },
    remove() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

describe('footer', () => {
  it('lists active menu activities, sorted, as links in their own colour', async () => {
    setWidth(false);
    renderFooter();
    const karting = await screen.findByText('KARTING');
    const footer = screen.getByTestId('site-footer');
    const links = within(footer).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['BOWLING', 'KARTING']);
    expect(karting).toHaveAttribute('href', '/activites/1');
    // Its activity's colour, darkened to 4.5:1 on white (pure red has 4:1).
    expect(karting).toHaveStyle({ color: accessibleColor('rgb(255, 0, 0)') });
    expect(getContrastRatio(getComputedStyle(karting).color, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(screen.getByText('BOWLING')).toHaveStyle({ color: 'rgb(0, 0, 255)' }); // blue already reads well
    expect(screen.getByText(FOOTER_TITLE)).toBeInTheDocument();
  });

  it('is a collapsible section titled NOS INDISPENSABLES PAR ACTIVITÉS on phones', async () => {
    setWidth(true);
    renderFooter();
    expect(await screen.findByText('BOWLING', {}, { timeout: 2000 })).toBeInTheDocument();
    const toggle = screen.getByTestId('footer-toggle');
    expect(toggle).toHaveTextContent('NOS INDISPENSABLES PAR ACTIVITÉS');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('below the fold', () => {
    let io: ReturnType<typeof fakeIntersectionObserver>;
    beforeEach(() => {
      io = fakeIntersectionObserver();
    });
    afterEach(() => io.remove());

    it('fetches its activities only when it nears the screen', async () => {
      setWidth(false);
      const load = jest.fn(loadActivities);
      renderFooter(load);
      expect(screen.getByText(FOOTER_TITLE)).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      expect(io.observers[0]?.margin).toBe('0px');
      io.comeIntoView();
      expect(await screen.findByText('KARTING')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('on phones shows the folded title at once and the Accordion when it nears the screen', async () => {
      setWidth(true);
      renderFooter();
      expect(screen.getByRole('heading', { name: FOOTER_TITLE })).toBeInTheDocument();
      expect(screen.queryByTestId('footer-toggle')).toBeNull();
      io.comeIntoView();
      const toggle = await screen.findByTestId('footer-toggle');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await screen.findByText('BOWLING', {}, { timeout: 2000 })).toBeInTheDocument();
    });
  });
});
