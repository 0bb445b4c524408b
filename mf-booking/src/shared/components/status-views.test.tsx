import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorView } from './status-views';

describe('ErrorView', () => {
  it("offers 'Réessayer' when given the load's retry", () => {
    const retry = jest.fn();
    render(<ErrorView title="Réservation" message="Le service ne répond pas." onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the message alone without one', () => {
    render(<ErrorView title="Réservation" message="Cette étape du pack n'existe pas." />);
    expect(screen.getByTestId('booking-error')).toHaveTextContent("Cette étape du pack n'existe pas.");
    expect(screen.queryByRole('button')).toBeNull();
  });
});
