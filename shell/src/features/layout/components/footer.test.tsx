import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ParkProviders } from 'shared-events';
import type { AxiosInstance } from 'axios';
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

const renderFooter = () =>
  render(
    <ParkProviders cacheKey="test">
      <MemoryRouter>
        <Footer
          load={() =>
            fetchMenuActivities({ get: async () => ({ data: { data: activities } }) } as unknown as AxiosInstance)
          }
        />
      </MemoryRouter>
    </ParkProviders>,
  );

describe('footer', () => {
  it('lists active menu activities, sorted, as links in their own colour', async () => {
    setWidth(false);
    renderFooter();
    const karting = await screen.findByText('KARTING');
    const footer = screen.getByTestId('site-footer');
    const links = within(footer).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['BOWLING', 'KARTING']);
    expect(karting).toHaveAttribute('href', '/activites/1');
    expect(karting).toHaveStyle({ color: 'rgb(255, 0, 0)' });
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
});
