import { screen, waitFor, within } from '@testing-library/react';
import { activity, formula, mockHttp, offer, renderCatalog } from '../../../shared/catalog-ui/testing/render-catalog';

function api() {
  const mock = mockHttp();
  mock.onGet('/v1/activites').reply(200, { data: [activity({ aid: 2, name: 'TRAMPOLINE', code: 'trampoline' })] });
  mock.onGet('/v1/offres', { params: { aid: '2' } }).reply(200, {
    data: [
      offer({ oid: 7, aid: 2, name: 'SAUT LIBRE', strings: '{"string_1":"Chaussettes obligatoires","string_2":""}' }),
      offer({ oid: 8, aid: 2, name: 'VIDE' }),
    ],
  });
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

  it('redirects the retired offer to /activites', async () => {
    const mock = api();
    renderCatalog('/activites/2/45');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/activites$/));
    mock.restore();
  });
});
