import { fireEvent, screen } from '@testing-library/react';
import { mockHttp, recordEvents, renderAccount, resetSession, toasts } from '../../../shared/testing/render-account';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/?mode=3 company registration', () => {
  afterEach(resetSession);

  it('sends the company request, explains the 24 h processing and moves to company sign-in', async () => {
    const api = mockHttp();
    api.onPost('/users').reply(201, { id: 12 });
    const rec = recordEvents();
    renderAccount('/?mode=3');
    await screen.findByTestId('company-info', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    expect(screen.getByTestId('company-info')).toHaveTextContent('sous 24 h après réception des documents');
    // The API's limits (the contract's API_LIMITS), said in the form's exact words.
    expect(screen.getByText('8 caractères au moins')).toBeInTheDocument();
    expect(screen.getByTestId('company-documents')).toHaveTextContent(
      'Joignez l’extrait Kbis de l’entreprise ou un justificatif du CSE (PDF ou image, 5 Mo au plus par document, 5 documents au plus).',
    );
    type('field-companyName', 'ACME');
    type('field-registrationNumber', '12345678900011');
    type('field-managerName', 'Claire Martin');
    type('field-csePhone', '01 45 45 45 45');
    type('field-billingAddress', '1 rue de la Paix, 75002 Paris');
    type('field-email', 'cse@acme.fr');
    type('field-password', 'motdepasse');
    type('field-confirmation', 'motdepasse');
    fireEvent.click(screen.getByTestId('field-consent'));
    fireEvent.click(screen.getByTestId('company-registration-submit'));

    expect(await screen.findByTestId('login-mode-4')).toBeInTheDocument();
    expect(screen.getByTestId('company-requested')).toHaveTextContent('identifiant et votre code d’accès');
    expect(screen.getByTestId('company-requested')).toHaveTextContent(
      'L’e-mail de confirmation contient un lien pour les envoyer (valable 7 jours).',
    );
    expect(JSON.parse(api.history.post[0]!.data as string)).toMatchObject({
      type: 2,
      companyName: 'ACME',
      registrationNumber: '12345678900011',
      managerName: 'Claire Martin',
      csePhone: '0145454545',
      billingAddress: '1 rue de la Paix, 75002 Paris',
      email: 'cse@acme.fr',
      password: 'motdepasse',
    });
    expect(toasts(rec.events)).toEqual(['Votre demande de compte entreprise a bien été envoyée.']);
    rec.stop();
    api.restore();
  });

  it('requires every company field', async () => {
    const api = mockHttp();
    const rec = recordEvents();
    renderAccount('/?mode=3');
    await screen.findByTestId('company-info', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    type('field-companyName', 'ACME');
    fireEvent.click(screen.getByTestId('company-registration-submit'));
    expect(toasts(rec.events)).toEqual(['Vous devez remplir tous les champs nécessaires pour envoyer votre demande.']);
    expect(screen.getAllByText('Champ obligatoire').length).toBeGreaterThanOrEqual(7);
    expect(api.history.post).toHaveLength(0);
    rec.stop();
    api.restore();
  });

  function fillCompany() {
    type('field-companyName', 'ACME');
    type('field-registrationNumber', '12345678900011');
    type('field-managerName', 'Claire Martin');
    type('field-csePhone', '01 45 45 45 45');
    type('field-billingAddress', '1 rue de la Paix, 75002 Paris');
    type('field-email', 'cse@acme.fr');
    type('field-password', 'motdepasse');
    type('field-confirmation', 'motdepasse');
    fireEvent.click(screen.getByTestId('field-consent'));
  }
  const pick = (files: File[]) =>
    fireEvent.change(screen.getByTestId('company-documents-input'), { target: { files } });

  it('sends the chosen documents with the token of the request', async () => {
    const api = mockHttp();
    api.onPost('/users').reply(201, { id: 12, documentsToken: '1999999999.tok' });
    api.onPost('/users/12/companyDocuments').reply(201, { documents: [{ id: 1 }, { id: 2 }] });
    const rec = recordEvents();
    renderAccount('/?mode=3');
    await screen.findByTestId('company-info', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    fillCompany();
    pick([new File(['%PDF-1.4'], 'kbis.pdf', { type: 'application/pdf' })]);
    pick([new File(['png'], 'mandat.png', { type: 'image/png' })]);
    expect(screen.getAllByTestId('company-document').map((c) => c.textContent)).toEqual([
      'kbis.pdf (1 Ko)',
      'mandat.png (1 Ko)',
    ]);
    fireEvent.click(screen.getByTestId('company-registration-submit'));
    expect(await screen.findByTestId('login-mode-4')).toBeInTheDocument();
    const upload = api.history.post[1]!;
    expect(upload.url).toBe('/users/12/companyDocuments');
    expect(upload.headers?.['X-Documents-Token']).toBe('1999999999.tok');
    const sent = (upload.data as FormData).getAll('documents') as File[];
    expect(sent.map((f) => f.name)).toEqual(['kbis.pdf', 'mandat.png']);
    expect(toasts(rec.events)).toEqual(['Votre demande de compte entreprise a bien été envoyée.']);
    rec.stop();
    api.restore();
  });

  it('points to the e-mail’s link when the documents could not be sent', async () => {
    const api = mockHttp();
    api.onPost('/users').reply(201, { id: 12, documentsToken: '1999999999.tok' });
    api.onPost('/users/12/companyDocuments').networkError();
    const rec = recordEvents();
    renderAccount('/?mode=3');
    await screen.findByTestId('company-info', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    fillCompany();
    pick([new File(['%PDF-1.4'], 'kbis.pdf', { type: 'application/pdf' })]);
    fireEvent.click(screen.getByTestId('company-registration-submit'));
    expect(await screen.findByTestId('login-mode-4')).toBeInTheDocument();
    expect(toasts(rec.events)).toEqual([
      'Votre demande est envoyée, mais vos documents n’ont pas pu l’être. Envoyez-les avec le lien de l’e-mail de confirmation (valable 7 jours).',
      'Votre demande de compte entreprise a bien été envoyée.',
    ]);
    rec.stop();
    api.restore();
  });

  it('refuses a Word document before sending anything', async () => {
    const api = mockHttp();
    const rec = recordEvents();
    renderAccount('/?mode=3');
    await screen.findByTestId('company-info', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    fillCompany();
    pick([new File(['x'], 'statuts.docx', { type: 'application/msword' })]);
    fireEvent.click(screen.getByTestId('company-registration-submit'));
    expect(
      await screen.findByText('Seuls les documents PDF ou les images JPEG, PNG ou WebP sont acceptés.'),
    ).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
    rec.stop();
    api.restore();
  });
});
