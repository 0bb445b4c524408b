import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore, bus, sessionStore, type ParkEvent } from 'shared-events';
import { activity, mockHttp, offer, renderCatalog } from '../../../shared/catalog-ui/testing/render-catalog';

const activities = [
  activity({
    aid: 1,
    name: 'KARTING',
    code: 'karting',
    strings: '{"string_1":"Dès 7 ans","string_2":"Casque fourni"}',
  }),
  activity({ aid: 10, name: 'BILLETERIE CSE', code: 'company' }),
  activity({ aid: 11, name: 'ÉVÉNEMENTS', code: 'events' }),
  activity({ aid: 12, name: 'BOWLING', code: 'bowling' }),
  activity({ aid: 13, name: 'BAR & SNACKING', code: 'snacking', status: false, menu: false }),
];

function api() {
  const mock = mockHttp();
  mock.onGet('/v1/activites').reply(200, { data: activities });
  mock.onGet('/v1/offres', { params: { aid: '1' } }).reply(200, {
    data: [
      offer({ oid: 5, aid: 1, name: 'GRAND PRIX', sort: 2 }),
      offer({ oid: 4, aid: 1, name: 'SESSION', sort: 1 }),
      offer({ oid: 6, aid: 1, name: 'INTERNE', web: false }),
    ],
  });
  mock
    .onGet('/v1/offres', { params: { aid: '10' } })
    .reply(200, { data: [offer({ oid: 20, aid: 10, name: 'BILLETS CSE' })] });
  mock
    .onGet('/v1/offres', { params: { aid: '11' } })
    .reply(200, { data: [offer({ oid: 21, aid: 11, name: 'AFTERWORK' })] });
  mock.onGet('/v1/offres', { params: { aid: '12' } }).reply(200, { data: [] });
  mock.onGet('/v1/offres', { params: { aid: '99' } }).reply(200, { data: [] });
  mock
    .onGet('/v1/offres', { params: { aid: '13' } })
    .reply(200, { data: [offer({ oid: 16, aid: 13, name: 'SOFT' }), offer({ oid: 17, aid: 13, name: 'BIÈRE' })] });
  // What the API answers a malformed id (its schema wants an integer): the page must not ask.
  mock.onGet('/v1/offres').reply(400, { message: 'querystring/aid must be integer' });
  return mock;
}

describe('/activites/:aid', () => {
  afterEach(() => sessionStore.reset());

  it('lists the web offers of the activity with its texts above and below', async () => {
    const mock = api();
    renderCatalog('/activites/1');
    const list = await screen.findByTestId('offer-list');
    expect(screen.getByRole('heading', { level: 1, name: 'KARTING' })).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/activites/1/4', '/activites/1/5']);
    expect(within(list).getByRole('link', { name: 'SESSION' })).toHaveAttribute('href', '/activites/1/4');
    expect(within(list).getByRole('link', { name: 'GRAND PRIX' })).toHaveAttribute('href', '/activites/1/5');
    expect(screen.getByTestId('catalog-text-above')).toHaveTextContent('Dès 7 ans');
    expect(screen.getByTestId('catalog-text-below')).toHaveTextContent('Casque fourni');
    expect(screen.queryByTestId('company-gate-dialog')).not.toBeInTheDocument();
    mock.restore();
  });

  it('links the events offers to the events page', async () => {
    const mock = api();
    renderCatalog('/activites/11');
    expect(await screen.findByTestId('offer-card-21')).toBeInTheDocument();
    expect(within(screen.getByTestId('offer-card-21')).getByRole('link')).toHaveAttribute(
      'href',
      '/activites/11/21/events',
    );
    mock.restore();
  });

  it('shows the French empty message', async () => {
    const mock = api();
    renderCatalog('/activites/12');
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent(
      'Aucune offre disponible. Veuillez choisir une autre activité.',
    );
    mock.restore();
  });

  it('says when the activity does not exist', async () => {
    const mock = api();
    renderCatalog('/activites/99');
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(
      'Cette activité n’existe pas ou n’est plus proposée.',
    );
    expect(screen.getByRole('link', { name: 'Retour aux activités' })).toHaveAttribute('href', '/activites');
    mock.restore();
  });

  it.each(['abc', '0', '1.5', '-1', '01', '99999999999'])(
    'says a malformed id (/activites/%s) names no activity, without asking the API',
    async (aid) => {
      const mock = api();
      renderCatalog(`/activites/${aid}`);
      expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(
        'Cette activité n’existe pas ou n’est plus proposée.',
      );
      expect(screen.getByRole('link', { name: 'Retour aux activités' })).toHaveAttribute('href', '/activites');
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
      expect(mock.history.get).toEqual([]);
      mock.restore();
    },
  );

  it('says an inactive activity (status false) is not offered, without listing its offers', async () => {
    const mock = api();
    renderCatalog('/activites/13');
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(
      'Cette activité n’existe pas ou n’est plus proposée.',
    );
    expect(screen.queryByTestId('offer-list')).not.toBeInTheDocument();
    expect(screen.queryByText('SOFT')).not.toBeInTheDocument();
    mock.restore();
  });

  it('redirects the retired activity to /activites', async () => {
    const mock = api();
    renderCatalog('/activites/16');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/activites$/));
    mock.restore();
  });

  it('shows an error with Réessayer when the offers cannot be loaded', async () => {
    const mock = mockHttp();
    mock.onGet('/v1/activites').reply(200, { data: activities });
    mock.onGet('/v1/offres').networkErrorOnce(); // lost, then lost again on the data layer's one retry
    mock.onGet('/v1/offres').networkErrorOnce();
    mock.onGet('/v1/offres').reply(200, { data: [offer({ oid: 4, aid: 1, name: 'SESSION' })] });
    renderCatalog('/activites/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('offer-card-4')).toBeInTheDocument();
    mock.restore();
  });

  describe('BILLETERIE CSE', () => {
    it('links company offers to the company order page and gates visitors with the company dialog', async () => {
      const mock = api();
      const events: ParkEvent[] = [];
      const subscription = bus.events$.subscribe((e) => events.push(e));
      renderCatalog('/activites/10');

      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('sous 24 h après réception des documents');
      expect(within(dialog).queryByTestId('company-gate-individual')).not.toBeInTheDocument();
      expect(events).not.toContainEqual({ type: 'auth:signed-out' });
      expect(within(screen.getByTestId('offer-card-20')).getByRole('link', { hidden: true })).toHaveAttribute(
        'href',
        '/activites/10/20/entreprise',
      );

      fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
      expect(events).toContainEqual({ type: 'navigation:requested', to: '/?mode=4' });
      expect(sessionStore.get().returnTo).toBe('/activites/10');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Créer un compte entreprise' }));
      expect(events).toContainEqual({ type: 'navigation:requested', to: '/?mode=3' });
      subscription.unsubscribe();
      mock.restore();
    });

    it('gates individual accounts too', async () => {
      const mock = api();
      sessionStore.update((d) => {
        d.token = 't';
        d.clientId = 3;
        d.currentUser = { id: 3, type: 0 } as never;
      });
      renderCatalog('/activites/10');
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      mock.restore();
    });

    it.each([
      ['Se connecter avec un compte entreprise', '/?mode=4'],
      ['Créer un compte entreprise', '/?mode=3'],
    ])(
      "tells a signed-in individual, and '%s' signs them out before opening %s (the login screen sends signed-in visitors away)",
      async (button, to) => {
        const mock = api();
        const events: ParkEvent[] = [];
        const subscription = bus.events$.subscribe((e) => events.push(e));
        sessionStore.update((d) => {
          d.token = 't';
          d.clientId = 3;
          d.signInType = 'normal';
          d.currentUser = { id: 3, type: 0 } as never;
        });
        basketStore.update((d) => void d.promoCodes.push({ label: 'ETE', articles: '4', percentage: 10 }));
        renderCatalog('/activites/10');
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByTestId('company-gate-individual')).toHaveTextContent(
          'Vous êtes connecté avec un compte particulier.',
        );
        fireEvent.click(within(dialog).getByRole('button', { name: button }));
        expect(sessionStore.get()).toMatchObject({ token: null, clientId: null, currentUser: null });
        expect(sessionStore.get().returnTo).toBe('/activites/10');
        expect(basketStore.get().promoCodes).toEqual([]);
        expect(events).toContainEqual({ type: 'auth:signed-out' });
        const navigations = events.flatMap((e) => (e.type === 'navigation:requested' ? [e.to] : []));
        expect(navigations).toEqual([to]);
        subscription.unsubscribe();
        basketStore.reset();
        mock.restore();
      },
    );

    it('keeps the company sign-in as it was for an anonymous table session (not signed in with an account)', async () => {
      const mock = api();
      const events: ParkEvent[] = [];
      const subscription = bus.events$.subscribe((e) => events.push(e));
      sessionStore.update((d) => {
        d.token = 'table';
        d.clientId = 9;
        d.signInType = 'anonyme';
        d.currentUser = { id: 9, type: 0 } as never;
      });
      renderCatalog('/activites/10');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByTestId('company-gate-individual')).not.toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
      expect(sessionStore.get()).toMatchObject({ token: 'table', returnTo: '/activites/10' });
      expect(events).toContainEqual({ type: 'navigation:requested', to: '/?mode=4' });
      expect(events).not.toContainEqual({ type: 'auth:signed-out' });
      subscription.unsubscribe();
      mock.restore();
    });

    it('lets company accounts in without the dialog', async () => {
      const mock = api();
      sessionStore.update((d) => {
        d.token = 't';
        d.clientId = 3;
        d.signInType = 'company';
        d.currentUser = { id: 3, type: 2 } as never;
      });
      renderCatalog('/activites/10');
      expect(await screen.findByTestId('offer-card-20')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      mock.restore();
    });
  });
});
