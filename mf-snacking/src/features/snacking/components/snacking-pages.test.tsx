import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  basketStore,
  bus,
  createParkQueryClient,
  http,
  HttpError,
  ParkProviders,
  snackingAddressStore,
  type HttpAdapter,
} from 'shared-events';
import { AppRoutes } from '../../../routes';
import { tableLine } from '../model/table-line';

/** The park API's answers for these pages, served through the shared client's adapter hook (no network in unit tests). */
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
      { oid: 40, aid: 13, name: 'BIÈRE', image: '/api/media/biere.jpg' },
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
  '/articles/311/tariffs': [{ id: 3, idArticle: 311, price: 6, name: 'Normal', isDefault: true }],
};
const catalogue = answers['/articles'];
const requests: string[] = [];
/** Addresses the API fails to answer (500: the price service down). */
const failing = new Set<string>();
const adapter: HttpAdapter = async (config) => {
  const query = new URLSearchParams(config.params as Record<string, string>).toString();
  requests.push(`${config.url}${query ? `?${query}` : ''}`);
  if (failing.has(config.url)) throw new HttpError('refused', config, { status: 500, data: {}, headers: {} });
  const data = answers[config.url];
  if (data === undefined) throw new Error(`unexpected ${config.url}`);
  return { data, status: 200, headers: {} };
};

beforeAll(() => {
  http.defaults.adapter = adapter;
});
beforeEach(() => {
  answers['/articles'] = catalogue;
  failing.clear();
  requests.length = 0;
  snackingAddressStore.reset();
  basketStore.reset();
});

const renderAt = (path: string, queryClient?: ReturnType<typeof createParkQueryClient>) =>
  render(
    <ParkProviders cacheKey="test" queryClient={queryClient}>
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

  it('/snaking and a table page that cannot load offer Réessayer; a zone without tables says so', async () => {
    failing.add('/bonresto/zones');
    const queryClient = createParkQueryClient();
    const view = renderAt('/snaking', queryClient);
    expect(await screen.findByTestId('snack-load-failed')).toBeInTheDocument();
    failing.clear();
    const tables = answers['/bonresto/tables'];
    answers['/bonresto/tables'] = { tables: [{ id: 7, name: 'TABLE 7', zone: 2 }] };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('snack-no-table-3')).toHaveTextContent('Aucune table dans cette zone.');
    answers['/bonresto/tables'] = tables;
    view.unmount();
    queryClient.clear();

    failing.add('/v1/offres');
    renderAt('/activites/13/2/7/snaking', queryClient);
    expect(await screen.findByTestId('snack-load-failed')).toBeInTheDocument();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('snack-offer-40')).toHaveTextContent('BIÈRE');
    queryClient.clear();
  });

  it('a table page is its menu: the bar categories with their pictures, and it is remembered', async () => {
    renderAt('/activites/13/2/7/snaking');
    const beer = await screen.findByTestId('snack-offer-40');
    expect(beer).toHaveTextContent('BIÈRE');
    expect(beer.querySelector('a')).toHaveAttribute('href', '/activites/13/40/2/7/snaking');
    expect(beer.querySelector('img')).toHaveAttribute('src', '/api/media/biere.jpg');
    expect(screen.getByRole('heading', { name: 'TABLE 7' })).toBeInTheDocument();
    expect(snackingAddressStore.get()).toBe('/activites/13/2/7/snaking');
  });

  it('a product opens the add-to-basket dialog (1 to 50) that adds a line with ZONE and TABLE; beers carry the alcohol notice', async () => {
    renderAt('/activites/13/40/2/7/snaking');
    expect(await screen.findByTestId('snack-alcohol-notice')).toHaveTextContent(
      'L’abus d’alcool est dangereux pour la santé.',
    );
    fireEvent.click(within(screen.getByTestId('snack-product-310')).getByRole('button'));
    const dialog = await screen.findByTestId('snack-add-dialog');
    const less = within(dialog).getByRole('button', { name: 'Retirer un' });
    expect(less).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un' }));
    expect(within(dialog).getByTestId('snack-add-quantity')).toHaveTextContent('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    expect(basketStore.get().lines).toEqual([
      expect.objectContaining({ id: 310, counter: 3, price: 4, ZONE: 2, TABLE: 7, idPlanning: null }),
    ]);
    expect(screen.getByTestId('snack-basket-count')).toHaveTextContent('3');
  });

  it('an unknown table says so and is not remembered', async () => {
    renderAt('/activites/13/2/99/snaking');
    expect(await screen.findByTestId('snack-unknown-table')).toBeInTheDocument();
    expect(snackingAddressStore.get()).toBe('/');
  });

  it('a category page of an unknown or malformed table says so, without products to order', async () => {
    for (const path of ['/activites/13/40/2/99/snaking', '/activites/13/40/2/x/snaking']) {
      const view = renderAt(path);
      expect(await screen.findByTestId('snack-unknown-table')).toHaveTextContent('Cette table est introuvable.');
      expect(screen.queryByText('BIÈRE PRESSION 25 CL')).toBeNull();
      view.unmount();
    }
  });

  it('a category page shows its products, or the empty message', async () => {
    const { unmount } = renderAt('/activites/13/40/2/7/snaking', createParkQueryClient());
    expect(await screen.findByText('BIÈRE PRESSION 25 CL')).toBeInTheDocument();
    // The categories are read once, by the table's menu load, not again by the category's.
    expect(requests.filter((r) => r.startsWith('/v1/offres'))).toEqual(['/v1/offres?aid=13']);
    unmount();
    renderAt('/activites/13/41/2/7/snaking');
    expect(await screen.findByTestId('snack-no-product')).toHaveTextContent(
      'Aucune produit disponible. Veuillez choisir une autre catégorie.',
    );
  });

  it('a category follows what the bar has on sale, both ways, without reloading', async () => {
    const articles = (pression: boolean, blonde: boolean) => ({
      articles: [
        { id: 310, name: 'BIÈRE PRESSION 25 CL', category: 'BIÈRE', onSale: pression },
        { id: 311, name: 'BIÈRE BLONDE 50 CL', category: 'BIÈRE', onSale: blonde },
      ],
      total: 2,
    });
    answers['/articles'] = articles(true, false);
    const queryClient = createParkQueryClient();
    render(
      <ParkProviders cacheKey="test" queryClient={queryClient}>
        <MemoryRouter initialEntries={['/activites/13/40/2/7/snaking']}>
          <AppRoutes />
        </MemoryRouter>
      </ParkProviders>,
    );
    expect(await screen.findByTestId('snack-product-310')).toBeInTheDocument();
    expect(screen.queryByTestId('snack-product-311')).toBeNull();
    // The bar switches the draught off and the blonde back on: the tablet's next reading (every 5 s) shows it.
    answers['/articles'] = articles(false, true);
    await act(() => queryClient.refetchQueries({ queryKey: ['mf_snacking', 'en-vente'] }));
    expect(await screen.findByTestId('snack-product-311')).toHaveTextContent('BIÈRE BLONDE 50 CL');
    expect(screen.queryByTestId('snack-product-310')).toBeNull();
    answers['/articles'] = articles(true, true);
    await act(() => queryClient.refetchQueries({ queryKey: ['mf_snacking', 'en-vente'] }));
    expect(await screen.findByTestId('snack-product-310')).toBeInTheDocument();
    queryClient.clear();
  });

  it('a price that cannot be read is a load failure with Réessayer, not a menu that cannot be ordered from', async () => {
    failing.add('/articles/310/tariffs');
    const queryClient = createParkQueryClient();
    renderAt('/activites/13/40/2/7/snaking', queryClient);
    expect(await screen.findByTestId('snack-load-failed')).toHaveTextContent(
      'Impossible de charger les informations. Veuillez réessayer dans un instant.',
    );
    expect(screen.queryByText('BIÈRE PRESSION 25 CL')).toBeNull();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    const beer = await screen.findByTestId('snack-product-310');
    expect(beer).toHaveTextContent('4,00');
    fireEvent.click(within(beer).getByRole('button'));
    expect(await screen.findByTestId('snack-add-dialog')).toBeInTheDocument();
    queryClient.clear();
  });

  it('a product the server has no price for is not shown', async () => {
    answers['/articles'] = {
      articles: [
        { id: 310, name: 'BIÈRE PRESSION 25 CL', category: 'BIÈRE', onSale: true },
        { id: 312, name: 'BIÈRE SANS PRIX', category: 'BIÈRE', onSale: true },
      ],
      total: 2,
    };
    answers['/articles/312/tariffs'] = [];
    const queryClient = createParkQueryClient();
    renderAt('/activites/13/40/2/7/snaking', queryClient);
    expect(await screen.findByTestId('snack-product-310')).toBeInTheDocument();
    expect(screen.queryByTestId('snack-product-312')).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
    delete answers['/articles/312/tariffs'];
    queryClient.clear();
  });

  it('says the quantity is at its maximum when a product at 50 is added again, not that it was added', async () => {
    const beer = { id: 310, name: 'BIÈRE PRESSION 25 CL', category: 'BIÈRE', onSale: true };
    const place = { aid: 13, oid: 40, zone: 2, table: 7 };
    basketStore.set({ ...basketStore.get(), lines: [tableLine(beer, 4, 50, place, 'full')] });
    const seen: string[] = [];
    const subscription = bus.on('toast:requested').subscribe(({ message }) => seen.push(message));
    seen.length = 0; // toasts of earlier tests, held while nobody listened
    renderAt('/activites/13/40/2/7/snaking');
    fireEvent.click(within(await screen.findByTestId('snack-product-310')).getByRole('button'));
    fireEvent.click(
      within(await screen.findByTestId('snack-add-dialog')).getByRole('button', { name: 'Ajouter au panier' }),
    );
    expect(seen).toEqual(['50 au plus par produit : la quantité de BIÈRE PRESSION 25 CL est au maximum.']);
    expect(basketStore.get().lines).toEqual([expect.objectContaining({ id: 310, counter: 50 })]);
    subscription.unsubscribe();
  });
});
