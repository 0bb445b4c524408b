import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jeanOrder, mockHttp, renderAccount, resetSession, signInAsJean } from '../../../shared/testing/render-account';

const SIGNED = '/api/ticket/12/invoice.pdf?access=1900000000.abc';
const NO_INVOICE =
  "Cette commande n'a pas pu être confirmée (créneau indisponible) : elle est intégralement remboursée et n'a pas de facture.";

function ordersApi() {
  const api = mockHttp();
  api.onGet('/ticket').reply(200, [jeanOrder], { 'x-total-count': '1' });
  return api;
}

async function openViewer() {
  signInAsJean();
  renderAccount('/compte?tab=1');
  fireEvent.click(await screen.findByTestId('invoice-view-12'));
  return screen.findByTestId('invoice-viewer');
}

describe("the orders tab's invoice viewer", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    resetSession();
    window.matchMedia = matchMedia;
  });

  it('shows the order’s invoice in a frame from the signed link, with a download link, and closes', async () => {
    const api = ordersApi();
    api.onPost('/ticket/12/print').reply(200, { url: SIGNED });
    const viewer = await openViewer();
    expect(within(viewer).getByRole('heading', { name: 'Facture de la commande n° 12' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Facture de la commande n° 12');
    const frame = await within(viewer).findByTestId('invoice-viewer-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SIGNED);
    expect(frame).toHaveAttribute('title', 'Facture de la commande n° 12 (PDF)');
    const download = within(viewer).getByRole('link', { name: 'Télécharger' });
    expect(download).toHaveAttribute('href', SIGNED);
    expect(download).toHaveAttribute('download', 'facture-12.pdf');
    expect(api.history.post.map((r) => r.url)).toEqual(['/ticket/12/print']);
    // The new-tab download is still offered beside it.
    expect(screen.getByTestId('invoice-12')).toHaveTextContent('Télécharger la facture');

    fireEvent.click(within(viewer).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-viewer')).toBeNull());
    api.restore();
  });

  it('says it is loading until the link comes, and takes the whole screen on a phone', async () => {
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: /max-width/.test(query) })) as never;
    const api = ordersApi();
    let answer!: (reply: [number, unknown]) => void;
    api.onPost('/ticket/12/print').reply(() => new Promise((resolve) => (answer = resolve)));
    const viewer = await openViewer();
    expect(within(viewer).getByTestId('invoice-viewer-loading')).toHaveTextContent('Chargement de la facture…');
    expect(within(viewer).queryByTestId('invoice-viewer-frame')).toBeNull();
    expect(within(viewer).getByTestId('invoice-viewer-download')).toBeDisabled();
    expect(viewer.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    answer([200, { url: SIGNED }]);
    expect(await within(viewer).findByTestId('invoice-viewer-frame')).toHaveAttribute('src', SIGNED);
    expect(within(viewer).queryByTestId('invoice-viewer-loading')).toBeNull();
    api.restore();
  });

  it('says in French when the link cannot be obtained, and tries again', async () => {
    const api = ordersApi();
    api.onPost('/ticket/12/print').replyOnce(500, { message: 'Internal Server Error' });
    api.onPost('/ticket/12/print').replyOnce(409, { statusCode: 409, code: 'NO_INVOICE', message: NO_INVOICE });
    api.onPost('/ticket/12/print').reply(200, { url: SIGNED });
    const viewer = await openViewer();
    const error = await within(viewer).findByTestId('invoice-viewer-error');
    expect(error).toHaveTextContent('Votre facture n’a pas pu être obtenue. Merci de réessayer.');
    expect(within(viewer).queryByTestId('invoice-viewer-frame')).toBeNull();

    fireEvent.click(within(error).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(within(viewer).getByTestId('invoice-viewer-error')).toHaveTextContent(NO_INVOICE));
    fireEvent.click(within(viewer).getByRole('button', { name: 'Réessayer' }));
    expect(await within(viewer).findByTestId('invoice-viewer-frame')).toHaveAttribute('src', SIGNED);
    api.restore();
  });
});
