import { act, render, screen } from '@testing-library/react';
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
});
