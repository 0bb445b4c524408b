import { act, fireEvent, render, screen } from '@testing-library/react';
import moment from 'moment-timezone';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { LazyDatePicker } from './lazy-date-picker';

function renderField() {
  render(
    <AreaDatePickers>
      <LazyDatePicker
        label="Date"
        id="day"
        text="11/06/2026"
        value={moment.tz('2026-06-11', 'YYYY-MM-DD', 'Europe/Paris')}
        onChange={jest.fn()}
        timezone="Europe/Paris"
        format="DD/MM/YYYY"
      />
    </AreaDatePickers>,
  );
  return screen.getByTestId('day-field-placeholder');
}

describe('LazyDatePicker', () => {
  it('opens from the keyboard too: focus, then Enter', async () => {
    const placeholder = renderField();
    act(() => placeholder.focus());
    fireEvent.keyDown(placeholder, { key: 'Enter' });
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the day in a plain field, then swaps in the opened picker on a click', async () => {
    const placeholder = renderField();
    expect(placeholder).toHaveValue('11/06/2026');
    expect(screen.queryByRole('grid')).toBeNull(); // no calendar before the visitor asks for it
    fireEvent.click(placeholder);
    // The picker opens on its own: its month grid, June 2026.
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/juin 2026/i)).toBeInTheDocument();
    expect(screen.queryByTestId('day-field-placeholder')).toBeNull();
  });
});
