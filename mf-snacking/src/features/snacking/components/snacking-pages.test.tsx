import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosAdapter } from 'axios';
import { http, ParkProviders, snackingAddressStore } from 'shared-events';
import { AppRoutes } from '../../../routes';

/** The park API's answers for these pages, served through axios' adapter hook (no network in unit tests). */
const answers: Record<string, unknown> = {
  '/v1/activites': {
    data: [
      { aid: 13, code: 'snacking', status: true },
      { aid: 1, code: 'karting', status: true },
    ],
  },
  '/bonresto/zones': {
    zones: [
      { id: 2, name: 'BAR PRINCIPAL' },
      { id: 3, name: 'TERRASSE' },
    ],
  },
  '/bonresto/tables': {
    tables: [
      { id: 7, name: 'TABLE 7', zone: 2 },
      { id: 9, name: 'TABLE 9', zone: 3 },
    ],
  },
  '/v1/offres': {
    data: [
      { oid: 40, aid: 13, name: 'BIÈRE' },
      { oid: 41, aid: 13, name: 'DESSERTS' },
    ],
  },
  '/articles': {
    articles: [
      { id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true },
      { id: 302, name: 'LIMONADE', category: 'SOFT', onSale: false },
      { id: 310, name: 'BIÈRE PRESSION 25 CL', category: 'BIÈRE', onSale: true },
      { id: 1, name: 'KARTING', category: 'KARTING', onSale: true },
    ],
    total: 4,
  },
  '/articles/301/tariffs': [{ id: 1, idArticle: 301, price: 3.5, name: 'Normal', isDefault: true }],
  '/articles/310/tariffs': [{ id: 2, idArticle: 310, price: 4, name: 'Normal', isDefault: true }],
};
const requests: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  const query = new URLSearchParams(config.params as Record<string, string>).toString();
  requests.push(`${config.url}${query ? `?${query}` : ''}`);
  const data = answers[config.url!];
  if (data === undefined) throw new Error(`unexpected ${config.url}`);
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

beforeAll(() => {
  http.defaults.adapter = adapter;
});
beforeEach(() => {
  requests.length = 0;
  snackingAddressStore.reset();
});

const renderAt = (path: string) =>
  render(
    <ParkProviders cacheKey="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ParkProviders>,
  );

describe('snacking pages', () => {
  it('/snaking lists zones with their tables linking to the table page', async () => {
    renderAt('/snaking');
    const table = await screen.findByTestId('snack-table-7');
    expect(table).toHaveAttribute('href', '/activites/13/2/7/snaking');
    expect(screen.getByTestId('snack-zone-3')).toHaveTextContent('TABLE 9');
    expect(requests).toContain('/bonresto/tables?zones=2%2C3');
  });

  it('a table page lists the products on sale by bar category, with prices, and is remembered', async () => {
    renderAt('/activites/13/2/7/snaking');
    expect(await screen.findByText('COCA-COLA 33 CL')).toBeInTheDocument();
    expect(screen.getByTestId('snack-product-301')).toHaveTextContent('3,50 €');
    expect(screen.getByTestId('snack-category-BIÈRE')).toHaveTextContent('4,00 €');
    expect(screen.queryByText('LIMONADE')).toBeNull();
    expect(screen.queryByText('KARTING')).toBeNull();
    expect(screen.getByTestId('snack-category-PLANCHE APÉRO À PARTAGER')).toHaveTextContent(
      'Aucune produit disponible. Veuillez choisir une autre catégorie.',
    );
    expect(requests).toContain('/articles?q=&_limit=1000&fields=id%2Cname%2Ccategory%2ConSale');
    expect(snackingAddressStore.get()).toBe('/activites/13/2/7/snaking');
  });

  it('an unknown table says so and is not remembered', async () => {
    renderAt('/activites/13/2/99/snaking');
    expect(await screen.findByTestId('snack-unknown-table')).toBeInTheDocument();
    expect(snackingAddressStore.get()).toBe('/');
  });

  it('a category page shows its products, or the empty message', async () => {
    const { unmount } = renderAt('/activites/13/40/2/7/snaking');
    expect(await screen.findByText('BIÈRE PRESSION 25 CL')).toBeInTheDocument();
    unmount();
    renderAt('/activites/13/41/2/7/snaking');
    expect(await screen.findByTestId('snack-no-product')).toHaveTextContent(
      'Aucune produit disponible. Veuillez choisir une autre catégorie.',
    );
  });
});
