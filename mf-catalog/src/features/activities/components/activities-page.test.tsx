import { screen, waitFor, within } from '@testing-library/react';
import { createParkQueryClient, firstScreenDataId, hydrateFirstScreen, snackingAddressStore } from 'shared-events';
import { dehydrate, serializeFirstScreen } from 'shared-events/first-screen-server';
import { activitiesLoad } from '../../../shared/catalog-data/api/catalog-loads';
import { activity, mockHttp, renderCatalog } from '../../../shared/catalog-ui/testing/render-catalog';

describe('/activites', () => {
  afterEach(() => snackingAddressStore.reset());

  it('shows skeletons, then the active activities as cards linking to their offers', async () => {
    const api = mockHttp();
    api.onGet('/v1/activites').reply(200, {
      data: [
        activity({ aid: 1, name: 'KARTING', sort: 2 }),
        activity({ aid: 2, name: 'BOWLING', sort: 1, logo: '/api/media/bowling-logo.png' }),
        activity({ aid: 3, name: 'ANCIENNE ACTIVITÉ', status: false }),
      ],
    });
    renderCatalog('/activites');
    expect(screen.getByRole('heading', { level: 1, name: 'PRÉPAREZ VOTRE SORTIE' })).toBeInTheDocument();
    expect(screen.getByTestId('catalog-loading')).toBeInTheDocument();

    const list = await screen.findByTestId('activity-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['BOWLING', 'KARTING']);
    expect(links[0]).toHaveAttribute('href', '/activites/2');
    expect(links[1]).toHaveAttribute('href', '/activites/1');
    expect(screen.queryByText('ANCIENNE ACTIVITÉ')).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalog-loading')).not.toBeInTheDocument();
    api.restore();
  });

  it('shows a French error with Réessayer when the API fails, and recovers', async () => {
    const api = mockHttp();
    api.onGet('/v1/activites').replyOnce(500, { message: 'boom' });
    api.onGet('/v1/activites').replyOnce(200, { data: [activity({ aid: 1, name: 'KARTING' })] });
    renderCatalog('/activites');

    expect(await screen.findByTestId('catalog-error')).toHaveTextContent('Le catalogue n’a pas pu être chargé');
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(await screen.findByTestId('activity-card-1')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(2);
    api.restore();
  });

  it('renders at once from the answer its server-rendered first screen used, without fetching it again', async () => {
    const api = mockHttp();
    api.onGet('/v1/activites').reply(200, { data: [] });
    const server = createParkQueryClient();
    server.setQueryData(activitiesLoad().queryKey, [
      activity({ aid: 1, name: 'KARTING' }),
      activity({ aid: 2, name: 'BOWLING' }),
    ]);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = firstScreenDataId('mf_catalog');
    script.textContent = serializeFirstScreen(dehydrate(server));
    document.body.appendChild(script);
    const client = createParkQueryClient();
    expect(hydrateFirstScreen('mf_catalog', client)).toBe(1);
    renderCatalog('/activites', client);
    expect(screen.getByTestId('activity-card-1')).toHaveTextContent('KARTING');
    expect(screen.queryByTestId('catalog-loading')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('activity-card-2')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(0);
    api.restore();
  });

  it('says so when no activity is active', async () => {
    const api = mockHttp();
    api.onGet('/v1/activites').reply(200, { data: [activity({ aid: 1, name: 'KARTING', status: false })] });
    renderCatalog('/activites');
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent('Aucune activité disponible');
    api.restore();
  });

  it('sends a bar tablet back to its stored snacking address', async () => {
    const api = mockHttp();
    api.onGet('/v1/activites').reply(200, { data: [] });
    snackingAddressStore.set('/activites/9/2/14/snaking');
    renderCatalog('/activites');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activites/9/2/14/snaking'));
    expect(api.history.get).toHaveLength(0);
    api.restore();
  });

  it('stays on the grid when the stored snacking address is "/"', async () => {
    const api = mockHttp();
    api.onGet('/v1/activites').reply(200, { data: [activity({ aid: 1, name: 'KARTING' })] });
    snackingAddressStore.set('/');
    renderCatalog('/activites');
    expect(await screen.findByTestId('activity-card-1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/activites$/);
    api.restore();
  });
});
