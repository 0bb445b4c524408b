import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { snackingAddressStore } from 'shared-events';
import { TabletHeader } from './tablet-header';

describe('TabletHeader', () => {
  afterEach(() => snackingAddressStore.reset());

  it("shows the park's mark, leading to the table's menu on a paired tablet, else to the set-up", () => {
    const { unmount } = render(
      <MemoryRouter>
        <TabletHeader />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('tablet-header')).toHaveTextContent('360PARC DE LOISIRS');
    expect(screen.getByRole('link', { name: /360\s*PARC DE LOISIRS\s*, le menu de la table/ })).toHaveAttribute(
      'href',
      '/',
    );
    unmount();
    snackingAddressStore.set('/activites/13/1/2/snaking');
    render(
      <MemoryRouter>
        <TabletHeader />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /360\s*PARC DE LOISIRS\s*, le menu de la table/ })).toHaveAttribute(
      'href',
      '/activites/13/1/2/snaking',
    );
  });
});
