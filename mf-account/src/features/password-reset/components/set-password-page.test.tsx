import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockHttp, recordEvents, renderAccount, toasts } from '../../../shared/testing/render-account';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/setPassword', () => {
  it('requests a reset link and confirms (mode 0 -> 3)', async () => {
    const api = mockHttp();
    api.onPost('/users/requestPasswordReset', { email: 'jean@example.fr' }).reply(200, { result: true });
    renderAccount('/setPassword');
    type('field-email', 'jean@example.fr');
    fireEvent.click(screen.getByTestId('reset-request-submit'));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(
      'vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.',
    );
    expect(api.history.post).toHaveLength(1);
    api.restore();
  });

  it('confirms the same way when the request fails (errors are only logged)', async () => {
    const api = mockHttp();
    api.onPost('/users/requestPasswordReset').networkError();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccount('/setPassword');
    type('field-email', 'jean@example.fr');
    fireEvent.click(screen.getByTestId('reset-request-submit'));
    expect(await screen.findByTestId('reset-sent')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    api.restore();
  });

  it('uses the reset page wording for missing fields', () => {
    const rec = recordEvents();
    renderAccount('/setPassword');
    fireEvent.click(screen.getByTestId('reset-request-submit'));
    expect(toasts(rec.events)).toEqual(['Vous devez remplir tous les champs pour envoyer votre demande.']);
    rec.stop();
  });

  it('sets the new password with the link token and goes to sign-in', async () => {
    const api = mockHttp();
    api
      .onPost('/setNewPassword', { idClient: 12, password: 'nouveaumdp', token: 'tok' })
      .reply(200, { result: true, message: 'ok' });
    const rec = recordEvents();
    renderAccount('/setPassword?token=tok&idClient=12');
    type('field-password', 'nouveaumdp');
    type('field-confirmation', 'nouveaumdp');
    fireEvent.click(screen.getByTestId('new-password-submit'));
    await waitFor(() => expect(toasts(rec.events)).toEqual(['Votre mot de passe a été bien modifié.']));
    expect(await screen.findByTestId('login-mode-0')).toBeInTheDocument();
    rec.stop();
    api.restore();
  });

  it('says the session expired when the token is refused', async () => {
    const api = mockHttp();
    api
      .onPost('/setNewPassword')
      .reply(400, { statusCode: 400, error: 'Bad Request', message: "La session a expiré ou n'est pas valide." });
    renderAccount('/setPassword?token=old&idClient=12');
    type('field-password', 'nouveaumdp');
    type('field-confirmation', 'nouveaumdp');
    fireEvent.click(screen.getByTestId('new-password-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent("La session a expiré ou n'est pas valide.");
    api.restore();
  });

  it('says at once that a link cut short is not valid, and offers to ask for a new one', async () => {
    for (const query of ['token=tok', 'idClient=12', 'token=&idClient=12', 'token=tok&idClient=12x']) {
      const api = mockHttp();
      const view = renderAccount(`/setPassword?${query}`);
      expect(screen.getByTestId('reset-bad-link')).toHaveTextContent("La session a expiré ou n'est pas valide.");
      expect(screen.queryByTestId('new-password-form')).toBeNull();
      fireEvent.click(screen.getByTestId('reset-ask-again'));
      expect(screen.getByTestId('reset-mode-0')).toBeInTheDocument();
      expect(api.history.post).toHaveLength(0);
      api.restore();
      view.unmount();
    }
  });

  it('refuses short and mismatched passwords before calling the API', async () => {
    const api = mockHttp();
    renderAccount('/setPassword?token=tok&idClient=12');
    // The minimum, from the contract's API_LIMITS, in the spec's words.
    expect(screen.getByText('Choisissez votre nouveau mot de passe (8 caractères au moins).')).toBeInTheDocument();
    type('field-password', 'court');
    type('field-confirmation', 'autre');
    fireEvent.click(screen.getByTestId('new-password-submit'));
    expect(await screen.findByText('Le mot de passe doit comporter au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe de confirmation ne correspond pas')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
    api.restore();
  });
});
