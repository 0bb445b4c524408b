import { screen } from '@testing-library/react';
import { basketLine, renderInArea } from 'shared-events/testing';
import { BasketLineCard } from './basket-line-card';

const birthday = (age: number) =>
  basketLine({
    nid: 1,
    description: 'ANNIVERSAIRE KARTING',
    anniversaires: { nom: 'Léo', age, gateaux: { id: 1, name: 'Chocolat' }, commentaires: '' },
  });

describe('a basket line', () => {
  it("names the birthday child with their age: '1 an', '8 ans'", () => {
    const { unmount } = renderInArea(<BasketLineCard line={birthday(1)} onDelete={() => undefined} />);
    expect(screen.getByText('Anniversaire de Léo (1 an)')).toBeInTheDocument();
    unmount();
    renderInArea(<BasketLineCard line={birthday(8)} onDelete={() => undefined} />);
    expect(screen.getByText('Anniversaire de Léo (8 ans)')).toBeInTheDocument();
  });
});
