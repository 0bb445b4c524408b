import { fireEvent, screen, waitFor } from '@testing-library/react';
import { staffStore } from '../model/bar-stores';
import { answers, installBarKit, renderAt, toasts } from '../test/bar-test-kit';

installBarKit();

const UNREACHABLE = 'Le serveur ne répond pas pour le moment. Vérifiez la connexion puis réessayez.';

async function signIn(code: string) {
  const view = renderAt('/bar');
  fireEvent.change(await screen.findByTestId('bar-staff-code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  return view;
}

describe('the staff sign-in', () => {
  it('lets the staff code be typed as free text: no digits-only keypad, nothing corrected or capitalised', async () => {
    renderAt('/bar');
    const code = await screen.findByTestId('bar-staff-code');
    expect(code).not.toHaveAttribute('inputmode');
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('autocomplete', 'off');
    expect(code).toHaveAttribute('autocapitalize', 'none');
  });

  it('does not call the code invalid when the API could not be reached, or failed', async () => {
    for (const failure of ['network', { data: { message: 'Erreur interne.' }, status: 503 }] as const) {
      answers.set('post /bar/staff/signin', failure);
      const view = await signIn('bar360');
      expect(await screen.findByTestId('bar-staff-unreachable')).toHaveTextContent(UNREACHABLE);
      expect(screen.queryByText('Code du personnel invalide.')).toBeNull();
      expect(toasts).toEqual([UNREACHABLE]);
      expect(staffStore.get().token).toBeNull();
      view.unmount();
      toasts.length = 0;
    }
  });

  it("keeps 'Code du personnel invalide.' for a refused code, and gives the API's words for too many tries", async () => {
    const tooMany = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
    answers.set('post /bar/staff/signin', { data: { message: tooMany }, status: 429 });
    await signIn('bar360');
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.queryByTestId('bar-staff-unreachable')).toBeNull();
    await waitFor(() => expect(toasts).toEqual([tooMany]));
  });
});
