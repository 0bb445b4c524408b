import { fireEvent, screen, within } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

// Issue 14 (RGAA 7.1): the date picker of the planning page says, for each day, how many slots the API says it
// still has (GET /planning/days), or that it has none.
const NOW = '2026-06-10T14:00:00+02:00';
const trampoline = activity({ aid: 1, name: 'TRAMPOLINES', minParticipants: 0, maxParticipants: 60 });
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });

describe("the planning page's date picker", () => {
  let api: ReturnType<typeof fakeParkApi>;
  beforeEach(() => fixClock(NOW)); // the picker's own "no past day" reads the clock
  afterEach(() => {
    api.mock.restore();
    releaseClock();
  });

  /** The planning page with the picker open, GET /planning/days answering these counts. */
  async function openPicker(openDaySlots: Record<string, unknown>) {
    api = fakeParkApi({
      activities: [trampoline],
      formulas: [jump],
      slotsByDay: {
        '2026-06-11': [slot({ id: 6, start: '2026-06-11T10:00:00+02:00', end: '2026-06-11T11:00:00+02:00' })],
      },
      tariffsByArticle: { 100: tariffs },
      openDays: ['2026-06-11', '2026-06-13'],
      openDaySlots: openDaySlots as Record<string, number>,
    });
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    await screen.findByTestId('slot-6');
    fireEvent.click(screen.getByTestId('day-field-placeholder'));
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    return { view, named: (name: string) => within(grid).getByRole('gridcell', { name }) };
  }

  it('names each day with the number of bookable slots the API gives, or says it has none', async () => {
    const { view, named } = await openPicker({ '2026-06-11': 4, '2026-06-13': 1 });
    expect(named('jeudi 11 juin 2026, 4 créneaux disponibles')).toHaveAttribute('aria-selected', 'true');
    expect(named('samedi 13 juin 2026, 1 créneau disponible')).toBeEnabled();
    expect(named('vendredi 12 juin 2026, aucun créneau disponible')).toBeDisabled();
    view.stop();
  });

  it('names the days by their date alone when the answer carries no usable count', async () => {
    const { view, named } = await openPicker({ '2026-06-11': 'quatre', '2026-06-13': 0 });
    expect(named('jeudi 11 juin 2026')).toHaveAttribute('aria-selected', 'true');
    expect(named('samedi 13 juin 2026')).toBeEnabled();
    view.stop();
  });
});
