import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createPersistentStore } from './store';
import { useStore } from './use-store';

const isNumber = (v: unknown): v is number => typeof v === 'number';

function Count({ store }: { store: ReturnType<typeof createPersistentStore<number>> }) {
  const value = useStore(store);
  return <span data-testid="value">{value}</span>;
}

describe('useStore', () => {
  beforeEach(() => localStorage.clear());

  it('renders the current value and re-renders on updates and on other tabs', () => {
    const store = createPersistentStore<number>({ name: 'n', version: 1, initial: 1, isValid: isNumber });
    render(<Count store={store} />);
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    act(() => store.set(2));
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'park.n.v1', newValue: '9', storageArea: localStorage }));
    });
    expect(screen.getByTestId('value')).toHaveTextContent('9');
  });

  it('hydrates a server page with the initial value, then shows what this browser stored', async () => {
    const store = createPersistentStore<number>({ name: 'h', version: 1, initial: 1, isValid: isNumber });
    store.set(5);
    const container = document.createElement('div');
    container.innerHTML = '<span data-testid="value">1</span>'; // what a server, with nothing stored, drew
    document.body.appendChild(container);
    const server = container.firstChild;
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Count store={store} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.firstChild).toBe(server); // adopted, not replaced
    expect(screen.getByTestId('value')).toHaveTextContent('5');
    container.remove();
  });
});
