import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { basketStore, leaveBlocked } from 'shared-events';
import { renderBooking } from '../../planning/test/render-booking';
import { eventsParkApi, navigations, NOW } from '../test/events-park-api';

let api: ReturnType<typeof eventsParkApi>;
beforeEach(() => {
  api = eventsParkApi();
});
afterEach(() => api.mock.restore());

describe('events page, leaving with a choice not in the basket', () => {
  it('warns before dropping the chosen slot, participants and drinks, not when nothing is chosen', async () => {
    const view = renderBooking('/activites/9/12/events', NOW);
    await screen.findByTestId('slot-50');
    // Nothing chosen: back at once (its navigation is checked with the last one below).
    fireEvent.click(screen.getByTestId('back-to-activities'));
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('slot-50'));
    fireEvent.click(screen.getByTestId('event-participants'));
    fireEvent.click(screen.getByTestId('participants-choice-3'));
    fireEvent.click(screen.getByTestId('back-to-activities'));
    const dialog = await screen.findByTestId('unsaved-dialog');
    expect(dialog).toHaveTextContent(
      "Votre sélection n'a pas été ajoutée au panier : elle sera perdue si vous quittez cette page.",
    );
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(navigations(view.events)).toEqual(['/activites']);
    expect(screen.getByTestId('slot-50')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('event-participants')).toHaveTextContent('3 personnes');
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

  it('no longer warns once the choice is in the basket', async () => {
    const view = renderBooking('/activites/9/12/events', NOW);
    fireEvent.click(await screen.findByTestId('slot-50'));
    fireEvent.click(screen.getByTestId('back-to-activities'));
    fireEvent.click(await screen.findByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('event-another-date'));
    fireEvent.click(await screen.findByTestId('drinks-dialog-decline'));
    expect(basketStore.get().lines).toHaveLength(1);
    fireEvent.click(screen.getByTestId('back-to-activities'));
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    expect(navigations(view.events)).toEqual(['/activites']);
    view.stop();
  });
});

describe('events page, basket summary', () => {
  it("'Ajouter au panier' shows what was added; 'Continuer mes achats' goes to the activities", async () => {
    const view = renderBooking('/activites/9/12/events', NOW);
    fireEvent.click(await screen.findByTestId('slot-50'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    fireEvent.click(await screen.findByTestId('extra-301-plus'));
    fireEvent.click(screen.getByTestId('drinks-dialog-confirm'));
    const summary = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    const lines = screen.getAllByTestId('basket-summary-line');
    expect(lines.map((l) => l.querySelector('[data-testid="basket-summary-name"]')?.textContent)).toEqual([
      'SOIRÉE BOWLING & KARAOKÉ',
      'Coca-Cola 33 cl',
    ]);
    expect(lines[0]).toHaveTextContent('27/11/2026 20:00');
    expect(lines[0]).toHaveTextContent('Participants : 1');
    expect(screen.getByTestId('basket-summary-added-total')).toHaveTextContent('38,50 €');
    expect(screen.getByTestId('basket-summary-basket')).toHaveTextContent(
      'Votre panier : 2 articles, 38,50 € au total',
    );
    expect(navigations(view.events)).toEqual([]);
    fireEvent.click(screen.getByTestId('basket-summary-continue'));
    expect(navigations(view.events)).toEqual(['/activites']);
    await waitFor(() => expect(summary).not.toBeInTheDocument());
    view.stop();
  });
});
