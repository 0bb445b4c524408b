import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInArea } from 'shared-events/testing';
import { PromoCodeField } from './promo-code-field';

/** The promo code field's form (react-final-form): what it sends, when it empties, when it waits. */
const input = () => screen.getByTestId('promo-input');
const apply = () => screen.getByTestId('promo-apply');

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PromoCodeField', () => {
  it('sends the code trimmed, once while it is checked, and empties the field once the code is accepted', async () => {
    const check = deferred();
    const onApply = jest.fn(() => check.promise);
    renderInArea(<PromoCodeField onApply={onApply} />);
    expect(apply()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '  ETE20 ' } });
    fireEvent.click(apply());
    await waitFor(() => expect(apply()).toBeDisabled());
    fireEvent.submit(screen.getByTestId('promo-form'));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('ETE20');
    await act(async () => check.resolve(true));
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(apply()).toBeDisabled();
  });

  it('keeps a refused code in the field, to be corrected', async () => {
    const onApply = jest.fn(() => Promise.resolve(false));
    renderInArea(<PromoCodeField onApply={onApply} />);
    fireEvent.change(input(), { target: { value: 'NOPE' } });
    fireEvent.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('NOPE'));
    await waitFor(() => expect(apply()).toBeEnabled());
    expect(input()).toHaveValue('NOPE');
  });

  it('sends nothing for blanks', async () => {
    const onApply = jest.fn(() => Promise.resolve(true));
    renderInArea(<PromoCodeField onApply={onApply} />);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(apply()).toBeDisabled();
    await act(async () => fireEvent.submit(screen.getByTestId('promo-form')));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('is disabled while the basket is being paid', () => {
    renderInArea(<PromoCodeField onApply={jest.fn()} disabled />);
    expect(input()).toBeDisabled();
    expect(apply()).toBeDisabled();
  });
});
