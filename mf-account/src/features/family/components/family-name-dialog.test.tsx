import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FamilyNameDialog } from './family-name-dialog';

/** The family name dialogs refuse what the server refuses (100 characters at most), before sending it. */
describe('FamilyNameDialog', () => {
  const open = (onSubmit: (name: string) => Promise<string | void>) =>
    render(
      <FamilyNameDialog
        open
        title="Créer ma famille"
        initialName="Dupont"
        submitLabel="Créer"
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
    );

  it('says a name over 100 characters is too long and does not send it', async () => {
    const onSubmit = jest.fn(async () => undefined);
    open(onSubmit);
    const field = screen.getByTestId('field-familyName');
    expect(field).toHaveAttribute('maxLength', '100');
    fireEvent.change(field, { target: { value: 'D'.repeat(101) } });
    fireEvent.click(screen.getByTestId('family-name-submit'));
    expect(await screen.findByText('Le nom de la famille compte 100 caractères au plus.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a name of 100 characters, trimmed', async () => {
    const onSubmit = jest.fn(async () => undefined);
    open(onSubmit);
    fireEvent.change(screen.getByTestId('field-familyName'), { target: { value: ` ${'D'.repeat(100)} ` } });
    fireEvent.click(screen.getByTestId('family-name-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('D'.repeat(100)));
  });
});
