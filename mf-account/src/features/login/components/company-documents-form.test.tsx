import { fireEvent, screen } from '@testing-library/react';
import {
  mockHttp,
  navigations,
  recordEvents,
  renderAccount,
  resetSession,
  signInAsJean,
  toasts,
} from '../../../shared/testing/render-account';

const SIGNATURE = 'A'.repeat(43);
const VALID = `1999999999.${SIGNATURE}`; // 2033
const EXPIRED = `1700000000.${SIGNATURE}`; // 2023
const linkTo = (token: string, idClient = '12') =>
  `/?${new URLSearchParams({ mode: '5', idClient, token }).toString()}`;

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('company-documents-input'), { target: { files } });
const kbis = () => new File(['%PDF-1.4'], 'kbis.pdf', { type: 'application/pdf' });

async function openForm(path: string) {
  const view = renderAccount(path);
  expect(await screen.findByTestId('login-mode-5')).toBeInTheDocument();
  await screen.findByTestId('company-documents-form', {}, { timeout: 10_000 }); // a lazy form: its code loads first
  return view;
}

describe('/?mode=5 the documents link of a company request', () => {
  afterEach(resetSession);

  it('sends the chosen documents with the link’s token and says what follows', async () => {
    const api = mockHttp();
    api.onPost('/users/12/companyDocuments').reply(201, { documents: [{ id: 1 }] });
    const rec = recordEvents();
    await openForm(linkTo(VALID));
    expect(screen.getByText('DOCUMENTS DE L’ENTREPRISE')).toBeInTheDocument();
    pick([kbis()]);
    fireEvent.click(screen.getByTestId('company-documents-submit'));

    expect(await screen.findByTestId('documents-sent')).toHaveTextContent('Vos documents ont bien été envoyés');
    expect(screen.getByTestId('documents-sent')).toHaveTextContent('sous 24 h');
    const upload = api.history.post[0]!;
    expect(upload.url).toBe('/users/12/companyDocuments');
    expect(upload.headers?.['X-Documents-Token']).toBe(VALID);
    expect(((upload.data as FormData).getAll('documents') as File[]).map((f) => f.name)).toEqual(['kbis.pdf']);
    expect(toasts(rec.events)).toEqual([expect.stringContaining('Vos documents ont bien été envoyés')]);
    expect(screen.getByTestId('go-company-sign-in')).toHaveAttribute('href', '/?mode=4');
    rec.stop();
    api.restore();
  });

  it('asks for a document before sending', async () => {
    const api = mockHttp();
    const rec = recordEvents();
    await openForm(linkTo(VALID));
    fireEvent.click(screen.getByTestId('company-documents-submit'));
    expect(await screen.findByText('Joignez au moins un document.')).toBeInTheDocument();
    expect(toasts(rec.events)).toEqual(['Joignez au moins un document.']);
    expect(api.history.post).toHaveLength(0);
    rec.stop();
    api.restore();
  });

  it('says at once that an expired link is, with what to do and the park’s phone', async () => {
    const api = mockHttp();
    api.onGet('/v1/parc').reply(200, { name: 'Parc Test', phone: '04 72 10 20 30' });
    renderAccount(linkTo(EXPIRED));
    const alert = await screen.findByTestId('documents-bad-link', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Ce lien a expiré ou n’est pas valide.');
    expect(alert).toHaveTextContent('contactez le parc par téléphone');
    expect(await screen.findByText('04 72 10 20 30')).toHaveAttribute('href', 'tel:0472102030');
    expect(screen.queryByTestId('company-documents-form')).toBeNull();
    expect(api.history.post).toHaveLength(0);
    api.restore();
  });

  it('says a link without a client is not valid, the phone left out when the API does not tell it', async () => {
    const api = mockHttp();
    api.onGet('/v1/parc').reply(500, { message: 'x' });
    renderAccount(`/?mode=5&token=${VALID}`);
    const alert = await screen.findByTestId('documents-bad-link', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Ce lien a expiré ou n’est pas valide.');
    expect(alert).not.toHaveTextContent('Téléphone');
    api.restore();
  });

  it('says the link is not valid when the API refuses its signature (403)', async () => {
    const api = mockHttp();
    api.onPost('/users/12/companyDocuments').reply(403, { message: 'refusé' });
    api.onGet('/v1/parc').reply(200, { name: 'Parc Test', phone: '04 72 10 20 30' });
    await openForm(linkTo(VALID));
    pick([kbis()]);
    fireEvent.click(screen.getByTestId('company-documents-submit'));
    expect(await screen.findByTestId('documents-bad-link')).toHaveTextContent('Ce lien a expiré ou n’est pas valide.');
    api.restore();
  });

  it('says the request is no longer pending (409), with the company sign-in', async () => {
    const api = mockHttp();
    api.onPost('/users/12/companyDocuments').reply(409, { message: 'plus en attente' });
    await openForm(linkTo(VALID));
    pick([kbis()]);
    fireEvent.click(screen.getByTestId('company-documents-submit'));
    const alert = await screen.findByTestId('documents-not-pending');
    expect(alert).toHaveTextContent('n’est plus en attente');
    expect(alert).toHaveTextContent('identifiant et votre code d’accès');
    expect(screen.getByTestId('go-company-sign-in')).toHaveAttribute('href', '/?mode=4');
    api.restore();
  });

  it('shows the API’s words for refused files and lets the company try again', async () => {
    const api = mockHttp();
    api.onPost('/users/12/companyDocuments').reply(413, { message: 'Vous pouvez envoyer 5 documents au plus.' });
    const rec = recordEvents();
    await openForm(linkTo(VALID));
    pick([kbis()]);
    fireEvent.click(screen.getByTestId('company-documents-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Vous pouvez envoyer 5 documents au plus.');
    expect(toasts(rec.events)).toEqual(['Vous pouvez envoyer 5 documents au plus.']);
    expect(screen.getByTestId('company-documents-submit')).toBeEnabled();
    rec.stop();
    api.restore();
  });

  it('stays open for a signed-in visitor of the same browser', async () => {
    signInAsJean();
    const api = mockHttp();
    const rec = recordEvents();
    const view = await openForm(linkTo(VALID));
    expect(navigations(rec.events)).toEqual([]);
    view.unmount(); // before the session's reset
    rec.stop();
    api.restore();
  });
});
