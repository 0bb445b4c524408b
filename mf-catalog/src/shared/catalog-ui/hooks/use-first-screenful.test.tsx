import { act, render, screen } from '@testing-library/react';
import { useFirstScreenful } from './use-first-screenful';

function List({ total, first, onRender }: { total: number; first?: number; onRender: (shown: number) => void }) {
  const shown = useFirstScreenful(total, first);
  onRender(shown);
  return <output data-testid="shown">{shown}</output>;
}

describe('useFirstScreenful', () => {
  it('renders the first screenful first, then every card', async () => {
    const renders: number[] = [];
    await act(async () => {
      render(<List total={13} first={4} onRender={(n) => renders.push(n)} />);
    });
    expect(renders[0]).toBe(4);
    expect(screen.getByTestId('shown')).toHaveTextContent('13');
  });

  it('renders a short list at once', async () => {
    const renders: number[] = [];
    await act(async () => {
      render(<List total={3} first={4} onRender={(n) => renders.push(n)} />);
    });
    expect(renders).toEqual([3]);
  });
});
