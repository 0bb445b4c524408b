import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, ParkProviders, type ParkEvent } from 'shared-events';
import { PRINT_FAILED, PRINT_MISSING, PRINT_SENT, PrintTicketsPage } from './print-tickets-page';

function setup(print: jest.Mock) {
  const toasts: string[] = [];
  const sub = bus
    .on('toast:requested')
    .subscribe((e: Extract<ParkEvent, { type: 'toast:requested' }>) => toasts.push(e.message));
  render(
    <ParkProviders cacheKey="test">
      <PrintTicketsPage print={print} />
    </ParkProviders>,
  );
  return { toasts, sub };
}

describe('/printTickets', () => {
  it('asks for both fields before printing', () => {
    const print = jest.fn();
    const { toasts, sub } = setup(print);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    sub.unsubscribe();
    expect(print).not.toHaveBeenCalled();
    expect(toasts).toEqual([PRINT_MISSING]);
  });

  it('sends ticket and station, then confirms; a failure is told', async () => {
    const print = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { toasts, sub } = setup(print);
    fireEvent.change(screen.getByTestId('print-ticket'), { target: { value: ' T-42 ' } });
    fireEvent.change(screen.getByTestId('print-station'), { target: { value: 'ACCUEIL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(toasts).toEqual([PRINT_SENT]));
    expect(print).toHaveBeenCalledWith({ ticket: 'T-42', station: 'ACCUEIL' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(toasts).toEqual([PRINT_SENT, PRINT_FAILED]));
    sub.unsubscribe();
  });
});
