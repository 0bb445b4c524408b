import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { basketStore, leaveBlocked, sessionStore } from 'shared-events';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { fakeParkApi, offer, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const cse = activity({ aid: 10, name: 'BILLETERIE CSE', code: 'company' });
const formulas = [
  formula({ fid: 22, oid: 13, aid: 10, article: 191, name: 'BILLET CSE KARTING 10 MIN' }),
  formula({ fid: 23, oid: 13, aid: 10, article: 192, name: 'BILLET CSE TRAMPOLINE 1H' }),
  formula({ fid: 29, oid: 13, aid: 10, article: null, name: 'SUR DEVIS' }),
];

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  localStorage.clear();
  basketStore.reset();
  sessionStore.reset();
  api = fakeParkApi({
    activities: [cse],
    formulas,
    slotsByDay: {},
    tariffsByArticle: {
      191: [{ id: 61, idArticle: 191, price: 14.4, name: 'CSE', isDefault: true }],
      192: [{ id: 62, idArticle: 192, price: 12, name: 'CSE', isDefault: true }],
    },
  });
  api.mock.onGet('/v1/offres').reply(200, {
    data: [
      {
        oid: 13,
        aid: 10,
        web: true,
        name: 'BILLETS CSE',
        color: '#334155',
        image: '',
        strings: '{"string_1":"Billets valables 1 an.","string_2":""}',
        sort: 0,
      },
    ],
  });
});
afterEach(() => api.mock.restore());

describe('company ticket page', () => {
  it('is kept for company accounts', async () => {
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    expect(await screen.findByTestId('company-only')).toHaveTextContent('réservée aux comptes entreprise');
    view.stop();
  });

  it('orders tickets with one counter per ticket type', async () => {
    act(() =>
      sessionStore.update((draft) => {
        draft.token = 't';
        draft.signInType = 'company';
      }),
    );
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    expect(await screen.findByText('Billets valables 1 an.')).toBeInTheDocument();
    expect(screen.queryByText('SUR DEVIS')).toBeNull();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('company-error')).toHaveTextContent('Veuillez choisir au moins un billet.');
    fireEvent.change(screen.getByTestId('company-ticket-22'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('company-ticket-23-plus'));
    expect(screen.getByTestId('company-total')).toHaveTextContent('156,00 €');
    fireEvent.click(screen.getByTestId('validate-basket'));
    expect(basketStore.get().lines.map((l) => [l.id, l.counter, l.type])).toEqual([
      [191, 10, 1],
      [192, 1, 1],
    ]);
    expect(view.events).toContainEqual({ type: 'navigation:requested', to: '/panier' });
    view.stop();
  });
});

const navigations = (events: { type: string }[]) =>
  events
    .filter((e): e is { type: 'navigation:requested'; to: string } => e.type === 'navigation:requested')
    .map((e) => e.to);

describe('company ticket page, leaving with tickets not in the basket', () => {
  beforeEach(() =>
    act(() =>
      sessionStore.update((draft) => {
        draft.token = 't';
        draft.signInType = 'company';
      }),
    ),
  );

  it('warns before dropping the counters, not when none is counted: stay keeps them, leave goes', async () => {
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    // Nothing counted: back at once (its navigation is checked with the last one below).
    fireEvent.click(await screen.findByTestId('back-to-activities'));
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('company-ticket-23-plus'));
    fireEvent.click(screen.getByTestId('back-to-activities'));
    const dialog = await screen.findByTestId('unsaved-dialog');
    expect(dialog).toHaveTextContent(
      "Votre sélection n'a pas été ajoutée au panier : elle sera perdue si vous quittez cette page.",
    );
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(navigations(view.events)).toEqual(['/activites']);
    expect(screen.getByTestId('company-ticket-23')).toHaveValue('1');
    // The shell's header links (logo, basket, menu) ask the same question.
    let blocked = false;
    act(() => {
      blocked = leaveBlocked('/panier');
    });
    expect(blocked).toBe(true);
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(navigations(view.events)).toEqual(['/activites', '/panier']);
    expect(basketStore.get().lines).toEqual([]);
    view.stop();
  });

  it('does not warn for an edited order left as it is in the basket, warns once it is changed', async () => {
    act(() =>
      basketStore.update((draft) => {
        draft.lines = [
          {
            nid: 'a',
            pid: 'cse',
            aid: 10,
            oid: 13,
            fid: 22,
            id: 191,
            idTariff: 61,
            price: 14.4,
            counter: 2,
            type: 1,
            description: 'BILLET CSE KARTING 10 MIN',
            select: null,
            day: null,
            houre: null,
            end: null,
            idPlanning: null,
            idRoom: null,
            color: '#000',
            spectateurs: 0,
            complet: false,
          },
        ];
      }),
    );
    const view = renderBooking('/activites/10/13/entreprise?edit=cse', NOW);
    expect(await screen.findByTestId('company-ticket-22')).toHaveValue('2');
    fireEvent.click(screen.getByTestId('back-to-activities'));
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    expect(navigations(view.events)).toEqual(['/activites']);
    fireEvent.click(screen.getByTestId('company-ticket-22-plus'));
    fireEvent.click(screen.getByTestId('back-to-activities'));
    expect(await screen.findByTestId('unsaved-dialog')).toBeInTheDocument();
    expect(navigations(view.events)).toEqual(['/activites']);
    view.stop();
  });
});

describe('company ticket page, basket summary', () => {
  it("'Ajouter au panier' shows the tickets added; 'Valider mon panier' goes to the basket", async () => {
    act(() =>
      sessionStore.update((draft) => {
        draft.token = 't';
        draft.signInType = 'company';
      }),
    );
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    fireEvent.change(await screen.findByTestId('company-ticket-22'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('add-to-basket'));
    const summary = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    const lines = screen.getAllByTestId('basket-summary-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('BILLET CSE KARTING 10 MIN');
    expect(lines[0]).toHaveTextContent('Quantité : 10');
    expect(lines[0]).toHaveTextContent('144,00 €');
    expect(screen.queryByTestId('basket-summary-when')).toBeNull();
    expect(navigations(view.events)).toEqual([]);
    fireEvent.click(screen.getByTestId('basket-summary-validate'));
    expect(navigations(view.events)).toEqual(['/panier']);
    await waitFor(() => expect(summary).not.toBeInTheDocument());
    view.stop();
  });
});

describe('company ticket page, editing', () => {
  it('starts from the edited group and replaces it', async () => {
    act(() => {
      sessionStore.update((draft) => {
        draft.signInType = 'company';
      });
      basketStore.update((draft) => {
        const base = {
          aid: 10,
          oid: 13,
          idTariff: 61,
          price: 14.4,
          type: 1 as const,
          select: null,
          day: null,
          houre: null,
          end: null,
          idPlanning: null,
          idRoom: null,
          color: '#000',
          spectateurs: 0,
          complet: false,
        };
        draft.lines = [
          { ...base, nid: 'x', pid: 'other', fid: 22, id: 191, counter: 1, description: 'autre' },
          { ...base, nid: 'a', pid: 'cse', fid: 22, id: 191, counter: 12, description: 'BILLET CSE KARTING 10 MIN' },
        ];
      });
    });
    const view = renderBooking('/activites/10/13/entreprise?edit=cse', NOW);
    expect(await screen.findByTestId('company-ticket-22')).toHaveValue('12');
    fireEvent.click(screen.getByTestId('company-ticket-23-plus'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(basketStore.get().lines.map((l) => [l.pid, l.id, l.counter])).toEqual([
      ['other', 191, 1],
      ['cse', 191, 12],
      ['cse', 192, 1],
    ]);
    expect(view.events).toContainEqual({
      type: 'toast:requested',
      message: 'Votre réservation a été mise à jour.',
      variant: 'success',
    });
    view.stop();
  });
});

describe('company ticket page, not sold online', () => {
  const NOT_FOUND = "Cette activité ou cette formule n'existe pas ou n'est plus disponible.";

  it('shows the not-found view for an inactive activity (status false)', async () => {
    api.mock.onGet('/v1/activites').reply(200, { data: [{ ...cse, status: false }] });
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('company-only')).toBeNull();
    view.stop();
  });

  it('shows the not-found view for an offer of another activity than the company one', async () => {
    api.mock.onGet('/v1/activites').reply(200, { data: [{ ...cse, code: 'karting' }] });
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('company-only')).toBeNull();
    view.stop();
  });

  it('shows the not-found view for an offer hidden from the website (web false)', async () => {
    api.mock.onGet('/v1/offres').reply(200, { data: [offer({ oid: 13, aid: 10, web: false })] });
    const view = renderBooking('/activites/10/13/entreprise', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('company-only')).toBeNull();
    view.stop();
  });

  it.each(['abc', '0', '1.5', '07'])(
    'shows the not-found view of a malformed id (%s), without calling the API',
    async (id) => {
      for (const url of [`/activites/${id}/13/entreprise`, `/activites/10/${id}/entreprise`]) {
        const view = renderBooking(url, NOW);
        expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
        view.stop();
        view.unmount();
      }
      expect(api.mock.history.get).toEqual([]);
    },
  );
});
