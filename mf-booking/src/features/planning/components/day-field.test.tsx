import { act, fireEvent, render, screen } from '@testing-library/react';
import { AreaDatePickers } from 'shared-events/date-pickers';
import type { OpenDays } from '../../../shared/model/open-days';
import { DayField } from './day-field';

const NOW = Date.parse('2026-06-01T08:00:00Z');

async function openPicker(onChange: (day: string) => void, openDays: OpenDays | null = null) {
  render(
    <AreaDatePickers>
      <DayField id="day" day="2026-06-11" onChange={onChange} now={() => NOW} openDays={openDays} />
    </AreaDatePickers>,
  );
  fireEvent.click(screen.getByTestId('day-field-placeholder'));
  await screen.findByRole('grid', {}, { timeout: 10_000 });
}

describe('DayField', () => {
  // The picker's own "no past day" reads the clock: June 2026 must be ahead of it.
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('selects a tapped day without moving the focus to it first (one redraw of the picker, not three)', async () => {
    const onChange = jest.fn();
    await openPicker(onChange);
    const day = screen.getByRole('gridcell', { name: /15 juin 2026/i });
    const focused = document.activeElement;
    // The pointer's mousedown is cancelled: the browser does not move the focus to the day.
    expect(fireEvent.mouseDown(day)).toBe(false);
    expect(document.activeElement).toBe(focused);
    await act(async () => {
      fireEvent.click(day);
    });
    expect(onChange).toHaveBeenCalledWith('2026-06-15');
  });

  it('still moves the focus from day to day with the keyboard', async () => {
    await openPicker(jest.fn());
    const selected = screen.getByRole('gridcell', { name: /11 juin 2026/i });
    act(() => selected.focus());
    fireEvent.keyDown(selected, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('gridcell', { name: /12 juin 2026/i }));
  });

  it('names each day with its number of bookable slots, or says it has none', async () => {
    const open = {
      from: '2026-06-01',
      count: 62,
      days: ['2026-06-11', '2026-06-13'],
      slots: { '2026-06-11': 4, '2026-06-13': 1 },
    };
    await openPicker(jest.fn(), open);
    expect(screen.getByRole('gridcell', { name: 'jeudi 11 juin 2026, 4 créneaux disponibles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('gridcell', { name: 'samedi 13 juin 2026, 1 créneau disponible' })).toBeEnabled();
    expect(screen.getByRole('gridcell', { name: 'vendredi 12 juin 2026, aucun créneau disponible' })).toBeDisabled();
  });
});
