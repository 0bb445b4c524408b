import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderInArea } from 'shared-events/testing';
import { TicketsEmailDialog } from './tickets-email-dialog';

/** The tickets e-mail dialog's form (react-final-form): the spec's message, the address trimmed, empty at each opening. */
function open(onSubmit = jest.fn(), onClose = jest.fn()) {
  const view = renderInArea(<TicketsEmailDialog open onClose={onClose} onSubmit={onSubmit} />);
  return { ...view, onSubmit, onClose };
}

/** The page's part: opens the dialog, closes it on 'Annuler'. */
function Reopening({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Ouvrir</button>
      <TicketsEmailDialog open={opened} onClose={() => setOpened(false)} onSubmit={onSubmit} />
    </>
  );
}

const input = () => screen.getByTestId('tickets-email-input');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const send = () => fireEvent.click(screen.getByTestId('tickets-email-submit'));

describe('TicketsEmailDialog', () => {
  it("refuses an address that is not one with 'Adresse email est invalide', until it is typed again", async () => {
    const { onSubmit } = open();
    expect(screen.getByRole('dialog', { name: 'Recevoir mes tickets par e-mail' })).toBeInTheDocument();
    expect(screen.queryByText('Adresse email est invalide')).not.toBeInTheDocument();
    type('pas-une-adresse');
    send();
    expect(await screen.findByText('Adresse email est invalide')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    type('pas-une-adresse@');
    expect(screen.queryByText('Adresse email est invalide')).not.toBeInTheDocument();
    send();
    expect(await screen.findByText('Adresse email est invalide')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an empty address too, and sends a valid one trimmed', async () => {
    const { onSubmit } = open();
    send();
    expect(await screen.findByText('Adresse email est invalide')).toBeInTheDocument();
    type('  table2@example.fr ');
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('table2@example.fr'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("closes on 'Annuler' without sending, and starts empty at the next opening", async () => {
    const onSubmit = jest.fn();
    renderInArea(<Reopening onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    type('guest-before@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByTestId('tickets-email-dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(await screen.findByTestId('tickets-email-input')).toHaveValue('');
  });
});
