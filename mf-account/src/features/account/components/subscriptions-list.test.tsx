import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockHttp, renderAccount, resetSession, signInAsJean } from '../../../shared/testing/render-account';

const subscriptions = [
  {
    idAccess: 4,
    accessLabel: 'TRAMPOLINES 3 MOIS SANS LIMITE',
    canceled: false,
    start: '2026-08-01',
    end: '2026-11-01',
    cancellable: true,
  },
  {
    idAccess: 5,
    accessLabel: 'TRAMPOLINES 1 MOIS',
    canceled: false,
    start: '2026-11-01',
    end: '2026-12-01',
    cancellable: false,
  },
];

function signIn() {
  signInAsJean();
}

describe('subscriptions tab: cancellation', () => {
  afterEach(() => resetSession());

  it('offers Résilier only where allowed, then warning, confirmation and result', async () => {
    const api = mockHttp();
    api.onGet('/userSubscriptions', { params: { idClient: 7 } }).reply(200, subscriptions);
    api
      .onPost('/userSubscriptions/4/cancel')
      .reply(200, { result: true, subscription: { ...subscriptions[0], canceled: true, cancellable: false } });
    signIn();
    renderAccount('/compte?tab=2');
    expect(await screen.findByTestId('subscription-cancel-4')).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-cancel-5')).toBeNull();

    fireEvent.click(screen.getByTestId('subscription-cancel-4'));
    expect(await screen.findByTestId('subscription-cancel-warning')).toHaveTextContent(
      'la résiliation de votre abonnement « TRAMPOLINES 3 MOIS SANS LIMITE » est définitive',
    );
    expect(api.history.post).toHaveLength(0);
    fireEvent.click(screen.getByTestId('subscription-cancel-continue'));
    expect(screen.getByTestId('subscription-cancel-question')).toHaveTextContent(
      'Confirmez-vous la résiliation de votre abonnement « TRAMPOLINES 3 MOIS SANS LIMITE » ?',
    );
    fireEvent.click(screen.getByTestId('subscription-cancel-confirm'));
    expect(await screen.findByTestId('subscription-cancel-result')).toHaveTextContent(
      'Votre abonnement a bien été résilié.',
    );
    expect(api.history.post.map((r) => r.url)).toEqual(['/userSubscriptions/4/cancel']);
    expect(screen.getByTestId('subscription-state-4')).toHaveTextContent('Résilié');
    fireEvent.click(screen.getByTestId('subscription-cancel-close'));
    await waitFor(() => expect(screen.queryByTestId('subscription-cancel-4')).toBeNull());
    api.restore();
  });

  it("shows the server's refusal in the result", async () => {
    const api = mockHttp();
    api.onGet('/userSubscriptions').reply(200, subscriptions);
    api.onPost('/userSubscriptions/4/cancel').reply(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'L’abonnement ne peut être résilié qu’à partir de son troisième mois.',
    });
    signIn();
    renderAccount('/compte?tab=2');
    fireEvent.click(await screen.findByTestId('subscription-cancel-4'));
    fireEvent.click(await screen.findByTestId('subscription-cancel-continue'));
    fireEvent.click(screen.getByTestId('subscription-cancel-confirm'));
    expect(await screen.findByTestId('subscription-cancel-result')).toHaveTextContent(
      'L’abonnement ne peut être résilié qu’à partir de son troisième mois.',
    );
    expect(screen.getByTestId('subscription-state-4')).toHaveTextContent('Actif');
    api.restore();
  });

  it("shows the 'Membre 360 Family Club' badge to a member", async () => {
    const api = mockHttp();
    const start = new Date(Date.now() - 86400000).toISOString();
    const end = new Date(Date.now() + 300 * 86400000).toISOString();
    api.onGet('/userSubscriptions').reply(200, [
      {
        idAccess: 9,
        accessLabel: '360 FAMILY CLUB',
        canceled: false,
        start,
        end,
        kind: 'family-club',
        cancellable: false,
      },
    ]);
    signIn();
    renderAccount('/compte');
    expect(await screen.findByTestId('account-club-badge')).toHaveTextContent('Membre 360 Family Club');
    api.restore();
  });
});
