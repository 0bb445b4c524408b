import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { fixClock, releaseClock } from 'shared-events/testing';
import { line } from '../model/test-lines';
import { renderAt, setBasket, setUpHarness, signIn, type Harness } from '../../../shared/testing/test-harness';
import { BasketPage } from './basket-page';

/**
 * 'Valider mes horaires' asks the server about the lines as the payment start sends them, and marks the line it
 * names: a duo pack's second slot, a line whose own pending payment made it look full.
 */
const routes = [{ path: '/panier', element: <BasketPage /> }];
const FULL_TOAST =
  'Votre panier contient un ou plusieur créneaux horaires complet! Merci de sélectionner un autre créneau horaire.';

// The page's clock is fixed (beforeEach): these slots are tomorrow.
const karting = line({
  nid: 'k1',
  pid: 'g1',
  counter: 2,
  description: 'KARTING ADULTE',
  idPlanning: 501,
  select: '2026-11-24T15:00:00+01:00',
});
const pack = line({
  nid: 'p1',
  pid: 'g2',
  id: 221,
  counter: 2,
  type: 3,
  description: 'PACK DUO',
  idPlanning: 601,
  idPlanningPack: [601, 602],
  select: '2026-11-24T16:00:00+01:00',
  dates: [
    { name: 'KARTING', day: '24/11/2026', houre: '16:00', idPlanning: 601, select: '2026-11-24T16:00:00+01:00' },
    { name: 'TRAMPOLINE', day: '24/11/2026', houre: '17:00', idPlanning: 602, select: '2026-11-24T17:00:00+01:00' },
  ],
});

let h: Harness;
afterEach(() => releaseClock());
beforeEach(() => {
  fixClock('2026-11-23T10:00:00+01:00');
  h = setUpHarness();
  signIn();
});
afterEach(() => h.done());

const card = (nid: string) => screen.getAllByTestId('basket-line').find((c) => c.getAttribute('data-nid') === nid)!;
const validate = () => fireEvent.click(screen.getByTestId('validate-schedule'));
/** The page, once its arrival marks (the server's verdict on the lines, as on validation) are in. */
const open = async () => {
  renderAt('/panier', routes);
  fireEvent.click(screen.getByTestId('terms-checkbox'));
  await waitFor(() => expect(h.mock.history.post).toHaveLength(1));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('the availability check of the basket', () => {
  it('marks the duo pack the server finds short of places on its second slot, then drops it on the next validation', async () => {
    h.mock.onPost('/planning/availability').replyOnce(200, { ok: true, items: [], lines: [] }); // on arrival
    h.mock.onPost('/planning/availability').reply(200, {
      ok: false,
      message: FULL_TOAST,
      items: [
        { idPlanning: 501, qty: 2, free: 9, ok: true },
        { idPlanning: 601, qty: 2, free: 9, ok: true },
        { idPlanning: 602, qty: 2, free: 1, ok: false, problem: 'full' },
      ],
      lines: [
        { index: 0, ok: true, slots: [501], places: 2 },
        { index: 1, ok: false, slots: [601, 602], places: 2, problem: 'full' },
      ],
    });
    setBasket([karting, pack]);
    await open();
    validate();
    await waitFor(() => expect(screen.getAllByTestId('line-full')).toHaveLength(1));
    expect(card('p1')).toHaveAttribute('data-complet', 'true');
    expect(within(card('p1')).getByText('Trop tard! complet!')).toBeInTheDocument();
    expect(card('k1')).toHaveAttribute('data-complet', 'false');
    expect(h.toasts.at(-1)?.message).toBe(FULL_TOAST);
    expect(screen.queryByTestId('validate-basket')).not.toBeInTheDocument();
    // The pack's second slot went with the question, as the payment start will hold it.
    const sent = JSON.parse(h.mock.history.post.at(-1)!.data as string);
    expect(sent.items).toContainEqual({ idPlanning: 602, qty: 2 });
    expect(sent.lines[1]).toMatchObject({ nid: 'p1', idPlanningPack: [601, 602] });

    validate();
    expect(await screen.findByTestId('availability-countdown')).toBeInTheDocument();
    expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['k1']);
  });

  it('an API answering per slot only: the pack is judged on every one of its slots here', async () => {
    h.mock.onPost('/planning/availability').replyOnce(200, { ok: true, items: [] }); // on arrival
    h.mock.onPost('/planning/availability').reply(200, {
      ok: false,
      items: [
        { idPlanning: 501, qty: 2, free: 9, ok: true },
        { idPlanning: 601, qty: 2, free: 9, ok: true },
        { idPlanning: 602, qty: 2, free: 1, ok: false, problem: 'full' },
      ],
    });
    setBasket([karting, pack]);
    await open();
    validate();
    await waitFor(() => expect(screen.getAllByTestId('line-full')).toHaveLength(1));
    expect(card('p1')).toHaveAttribute('data-complet', 'true');
  });

  it('back from the payment form: the line is not shown full because of its own pending payment', async () => {
    // The planning's free places would say 1 (3 free, 2 of them held by the visitor's pending payment): the basket asks
    // the server about its lines instead, which does not count the hold the next payment replaces.
    h.mock.onPost('/planning/availability').reply(200, {
      ok: true,
      items: [{ idPlanning: 501, qty: 2, free: 3, ok: true }],
      lines: [{ index: 0, ok: true, slots: [501], places: 2 }],
    });
    setBasket([karting]);
    await open();
    expect(screen.queryByTestId('line-full')).not.toBeInTheDocument();
    expect(h.mock.history.get.filter((r) => r.url === '/planning/browse')).toHaveLength(0);
    expect(h.mock.history.post[0]!.headers).toMatchObject({ Authorization: 'Bearer tok' });
    validate();
    expect(await screen.findByTestId('availability-countdown')).toHaveTextContent('30 s');
    expect(basketStore.get().lines.map((l) => [l.nid, l.complet])).toEqual([['k1', false]]);
  });

  it('a line marked full on arrival and still full is dropped on validation, with a toast on arrival', async () => {
    h.mock.onPost('/planning/availability').reply(200, {
      ok: false,
      message: FULL_TOAST,
      items: [{ idPlanning: 501, qty: 2, free: 1, ok: false, problem: 'full' }],
      lines: [{ index: 0, ok: false, slots: [501], places: 2, problem: 'full' }],
    });
    setBasket([karting]);
    await open();
    await waitFor(() => expect(card('k1')).toHaveAttribute('data-complet', 'true'));
    expect(h.toasts).toContainEqual({ message: FULL_TOAST, variant: 'warning', durationMs: 10000 });
    validate();
    await waitFor(() => expect(basketStore.get().lines).toEqual([]));
  });

  it("shows the server's refusal of a line for another reason on that line", async () => {
    const message = 'Ligne 2 (PACK DUO) : le nombre de participants doit être compris entre 2 et 10.';
    h.mock.onPost('/planning/availability').reply(400, { statusCode: 400, message, line: 1 });
    setBasket([karting, pack]);
    await open();
    validate();
    const problem = await screen.findByTestId('line-problem');
    expect(problem).toHaveTextContent(message);
    expect(card('p1')).toContainElement(problem);
    expect(h.toasts.at(-1)?.message).toBe(message);
    expect(screen.queryByTestId('validate-basket')).not.toBeInTheDocument();
  });
});
