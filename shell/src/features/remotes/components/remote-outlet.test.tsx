import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { Route, Routes } from 'react-router-dom';
import { renderShell } from '../../../test/render-shell';
import type { RemoteDefinition } from '../model/remote-config';
import {
  createRemoteLoader,
  createShellRuntimePlugin,
  type FederationPlugin,
  type FederationRuntime,
} from '../runtime/remote-loader';

const remotes: RemoteDefinition[] = [
  { name: 'mf_catalog', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/activites', '/activites/:aid'] },
  { name: 'mf_account', manifest: 'http://localhost:3004/mf-manifest.json', routes: ['/', '/compte'] },
];

function Offers() {
  return <p>Offres de {useParams().aid}</p>;
}
/** A remote App like the real ones: its own absolute routes. */
function CatalogApp() {
  return (
    <Routes>
      <Route path="/activites" element={<p>Catalogue</p>} />
      <Route path="/activites/:aid" element={<Offers />} />
    </Routes>
  );
}
function BrokenApp(): never {
  throw new Error('render failed');
}

/**
 * A stand-in for @module-federation/enhanced/runtime (Jest runs no webpack): remotes are registered,
 * loadRemote goes through the registered plugin's errorLoadRemote like the real runtime does.
 */
function fakeRuntime(modules: Record<string, () => Promise<unknown>>) {
  const plugins: FederationPlugin[] = [];
  const registered: { name: string; entry: string; force?: boolean }[] = [];
  const runtime: FederationRuntime = {
    registerPlugins: (list) => void plugins.push(...list),
    registerRemotes: (list, options) => void registered.push(...list.map((r) => ({ ...r, force: options?.force }))),
    loadRemote: async <T,>(id: string) => {
      try {
        return (await modules[id]!()) as T;
      } catch (error) {
        for (const plugin of plugins) {
          const failOver = plugin.errorLoadRemote?.({ id, error, lifecycle: 'onLoad' });
          if (failOver) return failOver as T;
        }
        throw error;
      }
    },
  };
  return { runtime, registered, plugins };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('remote outlet', () => {
  it('registers every remote by its manifest and renders the one owning the path with its own routes', async () => {
    const { runtime, registered } = fakeRuntime({ 'mf_catalog/App': async () => ({ default: CatalogApp }) });
    const start = async () => ({ remotes, loader: createRemoteLoader(runtime, remotes, 'http://localhost:3000') });
    renderShell('/activites/3', { startRemotes: start });
    expect(await screen.findByText('Offres de 3')).toBeInTheDocument();
    expect(screen.getByTestId('remote-area-mf_catalog')).toBeInTheDocument();
    expect(registered.map((r) => r.entry)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3004/mf-manifest.json',
    ]);
  });

  it('shows the French fallback in the area only when a remote is offline, and retries on Réessayer', async () => {
    let online = false;
    const { runtime, registered } = fakeRuntime({
      'mf_catalog/App': async () => {
        if (!online) throw new Error('Failed to fetch http://localhost:3001/mf-manifest.json');
        return { default: CatalogApp };
      },
    });
    const start = async () => ({ remotes, loader: createRemoteLoader(runtime, remotes, 'http://localhost:3000') });
    renderShell('/activites', { startRemotes: start });
    const fallback = await screen.findByTestId('remote-fallback-mf_catalog');
    expect(fallback).toHaveTextContent('Cette partie du site est momentanément indisponible.');
    expect(screen.getByTestId('site-header')).toBeInTheDocument(); // the rest of the page stays
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Catalogue')).toBeInTheDocument();
    expect(registered.filter((r) => r.force)).toEqual([
      { name: 'mf_catalog', entry: 'http://localhost:3001/mf-manifest.json', force: true },
    ]);
  });

  it('catches a remote that crashes while rendering', async () => {
    const { runtime } = fakeRuntime({ 'mf_account/App': async () => ({ default: BrokenApp }) });
    renderShell('/compte', { startRemotes: async () => ({ remotes, loader: createRemoteLoader(runtime, remotes) }) });
    expect(await screen.findByTestId('remote-fallback-mf_account')).toBeInTheDocument();
  });

  it('shows the not-found page for paths no remote owns', async () => {
    const { runtime } = fakeRuntime({});
    renderShell('/nulle-part', {
      startRemotes: async () => ({ remotes, loader: createRemoteLoader(runtime, remotes) }),
    });
    expect(await screen.findByText('Page introuvable')).toBeInTheDocument();
  });

  it('keeps the shell usable when remotes.json cannot be read', async () => {
    renderShell('/activites', { startRemotes: async () => Promise.reject(new Error('HTTP 500')) });
    expect(await screen.findByTestId('remote-fallback-site')).toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
  });

  it('renders its own pages without waiting for the remotes', async () => {
    renderShell('/test');
    expect(await screen.findByTestId('test-page')).toBeInTheDocument();
  });
});

describe('shell runtime plugin', () => {
  it('turns an onLoad failure into a marked module and leaves other lifecycles alone', () => {
    const plugin = createShellRuntimePlugin();
    expect(
      plugin.errorLoadRemote!({ id: 'x/App', error: new Error('boom'), lifecycle: 'beforeRequest' }),
    ).toBeUndefined();
    const failOver = plugin.errorLoadRemote!({ id: 'x/App', error: new Error('boom'), lifecycle: 'onLoad' });
    expect(failOver).toMatchObject({ error: new Error('boom') });
  });

  it('renders an area only once what its page needs is ready (its `ready`), a failed one not waited for', async () => {
    const asked: string[] = [];
    let done!: () => void;
    const { runtime } = fakeRuntime({
      'mf_catalog/App': async () => ({
        default: CatalogApp,
        ready: (url: string) => {
          asked.push(url);
          return new Promise<void>((resolve) => (done = resolve));
        },
      }),
    });
    const loader = createRemoteLoader(runtime, remotes, 'http://localhost:3000');
    let settled = false;
    const pending = loader.load(remotes[0]!).then((App) => ((settled = true), App));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([window.location.pathname + window.location.search]);
    expect(settled).toBe(false);
    done();
    expect(await pending).toBe(CatalogApp);
    const failing = fakeRuntime({
      'mf_catalog/App': async () => ({ default: CatalogApp, ready: () => Promise.reject(new Error('chunk')) }),
    });
    await expect(createRemoteLoader(failing.runtime, remotes).load(remotes[0]!)).resolves.toBe(CatalogApp);
  });

  it('aborts a manifest fetch that does not answer in time', async () => {
    jest.useFakeTimers();
    const seen: AbortSignal[] = [];
    const realFetch = global.fetch;
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        seen.push(init.signal!);
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof fetch;
    try {
      const plugin = createShellRuntimePlugin(1000);
      expect(plugin.fetch!('http://localhost:3002/main.js', {})).toBeUndefined();
      const pending = plugin.fetch!('http://localhost:3002/mf-manifest.json', {}) as Promise<Response>;
      const assertion = expect(pending).rejects.toThrow('no answer in 1000 ms');
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await assertion;
      expect(seen[0]!.aborted).toBe(true);
    } finally {
      global.fetch = realFetch;
      jest.useRealTimers();
    }
  });
});

describe('remotes.json fetch', () => {
  it('gives up after its timeout', async () => {
    const { fetchRemotesConfig } = await import('../api/fetch-remotes-config');
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
    await waitFor(() => expect(fetchRemotesConfig('/remotes.json', 20, never)).rejects.toThrow('aborted'));
  });
});
