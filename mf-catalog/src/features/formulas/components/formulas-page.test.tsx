import { screen, waitFor, within } from '@testing-library/react';
import { activity, formula, mockHttp, offer, renderCatalog } from '../../../shared/catalog-ui/testing/render-catalog';

function api() {
  const mock = mockHttp();
  mock.onGet('/v1/activites').reply(200, {
    data: [
      activity({ aid: 2, name: 'TRAMPOLINE', code: 'trampoline' }),
      activity({ aid: 13, name: 'BAR & SNACKING', code: 'snacking', status: false, menu: false }),
    ],
  });
  mock.onGet('/v1/offres', { params: { aid: '2' } }).reply(200, {
    data: [
      offer({ oid: 7, aid: 2, name: 'SAUT LIBRE', strings: '{"string_1":"Chaussettes obligatoires","string_2":""}' }),
      offer({ oid: 8, aid: 2, name: 'VIDE' }),
      offer({ oid: 10, aid: 2, name: 'GROUPES SUR PLACE', web: false }),
      offer({ oid: 11, aid: 2, name: 'ANCIENNE FORMULE', web: 0 }),
    ],
  });
  mock.onGet('/v1/offres', { params: { aid: '13' } }).reply(200, { data: [offer({ oid: 16, aid: 13, name: 'SOFT' })] });
  mock
    .onGet('/v1/formules', { params: { oid: '16' } })
    .reply(200, { data: [formula({ fid: 50, oid: 16, aid: 13, name: 'SODA 33 CL', article: 301 })] });
  for (const oid of ['10', '11']) {
    mock
      .onGet('/v1/formules', { params: { oid } })
      .reply(200, { data: [formula({ fid: 60, oid: Number(oid), aid: 2, name: 'SUR PLACE', article: 401 })] });
  }
  mock.onGet('/v1/formules', { params: { oid: '7' } }).reply(200, {
    data: [
      formula({ fid: 30, oid: 7, aid: 2, name: '1 HEURE', article: 101, sort: 1, durationMinutes: 60 }),
      formula({ fid: 31, oid: 7, aid: 2, name: 'SANS ARTICLE', article: null, sort: 2 }),
      formula({ fid: 32, oid: 7, aid: 2, name: 'PACK DUO', article: 102, code: 'duo-pack', sort: 3 }),
      formula({ fid: 33, oid: 7, aid: 2, name: 'ABONNEMENT 3 MOIS', article: 103, code: 'subscription', sort: 4 }),
    ],
  });
  mock
    .onGet('/v1/formules', { params: { oid: '8' } })
    .reply(200, { data: [formula({ fid: 40, oid: 8, aid: 2, name: 'X', article: null })] });
  mock.onGet('/v1/formules', { params: { oid: '9' } }).reply(200, { data: [] });
  // What the API answers a malformed id (its schema wants an integer): the page must not ask.
  mock.onGet('/v1/offres').reply(400, { message: 'querystring/aid must be integer' });
  mock.onGet('/v1/formules').reply(400, { message: 'querystring/oid must be integer' });
  return mock;
}

describe('/activites/:aid/:oid', () => {
  it('lists the formulas that sell an article, linking to calendar, pack calendar or subscription recap', async () => {
    const mock = api();
    renderCatalog('/activites/2/7');
    const list = await screen.findByTestId('formula-list');
    expect(screen.getByRole('heading', { level: 1, name: 'SAUT LIBRE' })).toBeInTheDocument();
    expect(screen.getByTestId('catalog-text-above')).toHaveTextContent('Chaussettes obligatoires');
    expect(screen.queryByTestId('catalog-text-below')).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/activites/2/7/30/calendar', '/activites/2/7/32/pack/0/calendar', '/activites/2/7/33/103/reservation']);
    expect(within(screen.getByTestId('formula-card-30')).getByText('1 h')).toBeInTheDocument();
    expect(screen.queryByText('SANS ARTICLE')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TRAMPOLINE' })).toHaveAttribute('href', '/activites/2');
    mock.restore();
  });

  it('shows the French empty message when no formula sells an article', async () => {
    const mock = api();
    renderCatalog('/activites/2/8');
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent(
      'Aucune formule disponible. Veuillez choisir une autre offre.',
    );
    mock.restore();
  });

  it('says when the offer does not exist', async () => {
    const mock = api();
    renderCatalog('/activites/2/9');
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(
      'Cette offre n’existe pas ou n’est plus proposée.',
    );
    mock.restore();
  });

  it.each([
    ['/activites/abc/7', 'Cette activité n’existe pas ou n’est plus proposée.'],
    ['/activites/2/abc', 'Cette offre n’existe pas ou n’est plus proposée.'],
    ['/activites/2/0', 'Cette offre n’existe pas ou n’est plus proposée.'],
    ['/activites/2/7.5', 'Cette offre n’existe pas ou n’est plus proposée.'],
  ])('says a malformed id (%s) names nothing, without asking the API', async (path, message) => {
    const mock = api();
    renderCatalog(path);
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(mock.history.get).toEqual([]);
    mock.restore();
  });

  it('says an offer of an inactive activity (status false) is not offered', async () => {
    const mock = api();
    renderCatalog('/activites/13/16');
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(
      'Cette activité n’existe pas ou n’est plus proposée.',
    );
    expect(screen.queryByText('SODA 33 CL')).not.toBeInTheDocument();
    mock.restore();
  });

  it.each(['10', '11'])('says an offer hidden from the website (/activites/2/%s) is not offered', async (oid) => {
    const mock = api();
    renderCatalog(`/activites/2/${oid}`);
    expect(await screen.findByTestId('catalog-not-found')).toHaveTextContent(
      'Cette offre n’existe pas ou n’est plus proposée.',
    );
    expect(screen.getByRole('link', { name: 'Retour à TRAMPOLINE' })).toHaveAttribute('href', '/activites/2');
    expect(screen.queryByText('SUR PLACE')).not.toBeInTheDocument();
    mock.restore();
  });

  it('redirects the retired offer to /activites', async () => {
    const mock = api();
    renderCatalog('/activites/2/45');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/activites$/));
    mock.restore();
  });
});
