import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parkQueryClient } from 'shared-events';
import { staffStore } from '../model/bar-stores';
import { answers, installBarKit, renderAt, toasts } from '../test/bar-test-kit';

installBarKit();
beforeEach(() => {
  parkQueryClient().clear();
  staffStore.set({ token: 'bar.staff' });
});

describe('the tablet set-up’s table picker', () => {
  it('says when a zone has no table, beside the zones that have some', async () => {
    answers.set('get /bonresto/zones', {
      data: {
        zones: [
          { id: 2, name: 'BAR PRINCIPAL' },
          { id: 3, name: 'TERRASSE' },
        ],
      },
    });
    renderAt('/');
    expect(await screen.findByTestId('tablet-pair-2-7')).toHaveTextContent('TABLE 7');
    expect(screen.getByTestId('tablet-no-table-3')).toHaveTextContent('Aucune table dans cette zone.');
    expect(screen.queryByTestId('tablet-no-table-2')).toBeNull();
  });

  it('says the snacking is not available when the park has no snacking activity, not that loading failed', async () => {
    answers.set('get /v1/activites', { data: { data: [{ aid: 1, code: 'karting', status: true }] } });
    renderAt('/');
    expect(await screen.findByTestId('tablet-no-snacking')).toHaveTextContent(
      "Le snacking n'est pas disponible pour le moment.",
    );
    expect(screen.queryByText(/Impossible de charger/)).toBeNull();
  });

  it('a load failure offers Réessayer', async () => {
    answers.set('get /bonresto/zones', { data: { message: 'Erreur interne.' }, status: 500 });
    renderAt('/');
    expect(await screen.findByTestId('snack-load-failed')).toHaveTextContent(/Impossible de charger/);
    answers.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('tablet-pair-2-7')).toBeInTheDocument();
  });

  it("says 'Zone ou table inconnue.' when the API refuses the table, and that it did not answer otherwise", async () => {
    answers.set('post /bar/tablets', 'network');
    renderAt('/');
    fireEvent.click(await screen.findByTestId('tablet-pair-2-7'));
    await waitFor(() =>
      expect(toasts).toEqual(['Le serveur ne répond pas pour le moment. Vérifiez la connexion puis réessayez.']),
    );
    toasts.length = 0;
    answers.set('post /bar/tablets', { data: { message: 'Zone ou table inconnue.' }, status: 400 });
    await waitFor(() => expect(screen.getByTestId('tablet-pair-2-7')).toBeEnabled());
    fireEvent.click(screen.getByTestId('tablet-pair-2-7'));
    await waitFor(() => expect(toasts).toEqual(['Zone ou table inconnue.']));
    expect(staffStore.get().token).toBe('bar.staff');
  });
});
