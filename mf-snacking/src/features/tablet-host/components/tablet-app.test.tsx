import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { snackingAddressStore } from 'shared-events';
import type { RemoteEntry } from '../model/borrowed-routes';
import { createRemoteAppLoader, type FederationRuntime } from '../runtime/remote-app-loader';
import { TabletApp } from './tablet-app';

const BASKET: RemoteEntry = {
  name: 'mf_basket_checkout',
  manifest: 'http://localhost:3003/mf-manifest.json',
  routes: ['/panier/:zone/:table/snaking', '/confirmation'],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function BasketApp() {
  return <p>{`Panier de ${useLocation().pathname}`}</p>;
}

function fakeRuntime(failures = 0) {
  const calls: string[] = [];
  let left = failures;
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => calls.push(`register ${remotes[0]!.entry}${options?.force ? ' force' : ''}`),
    loadRemote: async <T,>(id: string) => {
      calls.push(`load ${id}`);
      if (left-- > 0) throw new Error('offline');
      return { default: BasketApp } as T;
    },
  };
  return { runtime, calls };
}

function renderAt(path: string, runtime: FederationRuntime) {
  const loader = createRemoteAppLoader(runtime, 'http://localhost:3005');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TabletApp
        App={() => <p>Menu de la table</p>}
        remotes={async () => [BASKET]}
        loader={loader}
        self="mf_snacking"
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('TabletApp', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    snackingAddressStore.reset();
  });

  it('renders its own pages itself, without loading any other area', () => {
    const { runtime, calls } = fakeRuntime();
    renderAt('/activites/13/1/2/snaking', runtime);
    expect(screen.getByText('Menu de la table')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("loads the basket area's App for the table's basket, under the way back to the table's menu", async () => {
    snackingAddressStore.set('/activites/13/1/2/snaking');
    const { runtime, calls } = fakeRuntime();
    renderAt('/panier/1/2/snaking', runtime);
    expect(await screen.findByText('Panier de /panier/1/2/snaking')).toBeInTheDocument();
    expect(calls).toEqual(['register http://localhost:3003/mf-manifest.json', 'load mf_basket_checkout/App']);
    fireEvent.click(screen.getByTestId('tablet-back-to-menu'));
    expect(screen.getByTestId('where')).toHaveTextContent('/activites/13/1/2/snaking');
    expect(screen.getByText('Menu de la table')).toBeInTheDocument();
  });

  it("shows the French fallback when the basket area cannot load, and 'Réessayer' fetches it again", async () => {
    const { runtime, calls } = fakeRuntime(1);
    renderAt('/confirmation', runtime);
    expect(await screen.findByTestId('remote-fallback-mf_basket_checkout')).toHaveTextContent(
      'Cette partie du site est momentanément indisponible.',
    );
    expect(screen.getByTestId('tablet-back-to-menu')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('remote-retry-mf_basket_checkout'));
    await waitFor(() => expect(screen.getByText('Panier de /confirmation')).toBeInTheDocument());
    expect(calls).toContain('register http://localhost:3003/mf-manifest.json force');
  });
});
