import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
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

// 15 October 2026 in Paris: subscription 4 (1 August to 1 November) is in its third month, 5 starts on 1 November.
const NOW = '2026-10-15T10:00:00+02:00';

describe('subscriptions tab: cancellation', () => {
  beforeEach(() => fixClock(NOW));
  afterEach(() => {
    releaseClock();
    resetSession();
  });

  it('offers Résilier only where allowed, then warning, confirmation and result', async () => {
    const api = mockHttp();
    api.onGet('/userSubscriptions', { params: { idClient: 7 } }).reply(200, subscriptions);
    api
      .onPost('/userSubscriptions/4/cancel')
      .reply(200, { result: true, subscription: { ...subscriptions[0], canceled: true, cancellable: false } });
    signIn();
    renderAccount('/compte?tab=2');
    expect(await screen.findByTestId('subscription-cancel-4')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-state-4')).toHaveTextContent('Actif');
    expect(screen.queryByTestId('subscription-cancel-5')).toBeNull();
    expect(screen.getByTestId('subscription-state-5')).toHaveTextContent('À venir');

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

  it('says when the list cannot be loaded and loads it again on Réessayer', async () => {
    const api = mockHttp();
    api.onGet('/userSubscriptions').replyOnce(500, { message: 'x' });
    api.onGet('/userSubscriptions').reply(200, subscriptions);
    signIn();
    renderAccount('/compte?tab=2');
    fireEvent.click(await screen.findByTestId('subscriptions-retry'));
    expect(await screen.findByTestId('subscription-4')).toBeInTheDocument();
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

describe('subscriptions tab: state', () => {
  // As the API answers them: Paris midnights, the end being the day the subscription no longer runs.
  const list = [
    {
      idAccess: 11,
      accessLabel: 'TRAMPOLINES 1 MOIS',
      canceled: false,
      start: '2026-12-01T00:00:00+01:00',
      end: '2027-01-01T00:00:00+01:00',
      kind: 'subscription',
      months: 1,
      cancellable: false,
    },
    {
      idAccess: 12,
      accessLabel: 'TRAMPOLINES 3 MOIS SANS LIMITE',
      canceled: false,
      start: '2026-09-01T00:00:00+02:00',
      end: '2026-12-01T00:00:00+01:00',
      kind: 'subscription',
      months: 3,
      cancellable: true,
    },
    {
      idAccess: 13,
      accessLabel: 'TRAMPOLINES 1 MOIS',
      canceled: false,
      start: '2026-10-28T00:00:00+01:00',
      end: '2026-11-28T00:00:00+01:00',
      kind: 'subscription',
      months: 1,
      cancellable: false,
    },
    {
      idAccess: 14,
      accessLabel: 'TRAMPOLINES 3 MOIS SANS LIMITE',
      canceled: true,
      start: '2026-08-15T00:00:00+02:00',
      end: '2026-11-15T00:00:00+01:00',
      kind: 'subscription',
      months: 3,
      cancellable: false,
    },
  ];

  afterEach(() => {
    releaseClock();
    resetSession();
  });

  async function showAt(now: string, subscriptions: unknown[] = list) {
    fixClock(now);
    const api = mockHttp();
    api.onGet('/userSubscriptions').reply(200, subscriptions);
    signIn();
    renderAccount('/compte?tab=2');
    await screen.findByTestId('subscriptions-list');
    return api;
  }

  it('says À venir before the start, Actif until the end, Terminé from the end day, Résilié once cancelled', async () => {
    // 28 November 2026, 00:30 in Paris (still 27 November in UTC): subscription 13 ends that day.
    const api = await showAt('2026-11-27T23:30:00Z');
    const state = (id: number) => screen.getByTestId(`subscription-state-${id}`);
    expect(state(11)).toHaveTextContent('À venir');
    expect(state(12)).toHaveTextContent('Actif');
    expect(state(13)).toHaveTextContent('Terminé');
    expect(state(14)).toHaveTextContent('Résilié');
    api.restore();
  });

  it('says the state in words in each row, not by colour only', async () => {
    const api = await showAt('2026-11-27T23:30:00Z');
    expect(within(screen.getByTestId('subscription-11')).getByText('À venir')).toBeVisible();
    expect(within(screen.getByTestId('subscription-12')).getByText('Actif')).toBeVisible();
    expect(within(screen.getByTestId('subscription-13')).getByText('Terminé')).toBeVisible();
    expect(within(screen.getByTestId('subscription-14')).getByText('Résilié')).toBeVisible();
    api.restore();
  });

  it('is still Actif late on its last day', async () => {
    const api = await showAt('2026-11-27T23:59:00+01:00');
    expect(screen.getByTestId('subscription-state-13')).toHaveTextContent('Actif');
    api.restore();
  });

  it('offers Résilier only on a running subscription, whatever `cancellable` says of the others', async () => {
    const everyCancellable = list.map((s) => ({ ...s, cancellable: true }));
    const api = await showAt('2026-11-30T23:59:00+01:00', everyCancellable);
    expect(screen.getByTestId('subscription-cancel-12')).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-cancel-11')).toBeNull();
    expect(screen.queryByTestId('subscription-cancel-13')).toBeNull();
    expect(screen.queryByTestId('subscription-cancel-14')).toBeNull();
    api.restore();
  });

  it('offers no Résilier from the end day, which the API refuses (the list may have been read the day before)', async () => {
    const api = await showAt('2026-12-01T00:00:00+01:00');
    expect(screen.getByTestId('subscription-state-12')).toHaveTextContent('Terminé');
    expect(screen.getByTestId('subscription-state-11')).toHaveTextContent('Actif');
    expect(screen.queryByTestId('subscription-cancel-12')).toBeNull();
    api.restore();
  });
});
