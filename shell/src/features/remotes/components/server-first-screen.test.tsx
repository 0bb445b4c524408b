import { act, screen } from '@testing-library/react';
import { renderShell } from '../../../test/render-shell';
import type { RemoteDefinition } from '../model/remote-config';
import { resetFirstScreen } from '../runtime/first-screen';
import { createRemoteLoader, type FederationRuntime } from '../runtime/remote-loader';

const remotes: RemoteDefinition[] = [
  { name: 'mf_catalog', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/activites', '/activites/:aid'] },
];

/** What the shell's server puts in the page in place of the spinner. */
function serverFirstScreen(url: string, remote = 'mf_catalog'): HTMLElement {
  const node = document.createElement('div');
  node.id = 'first-screen';
  node.dataset.remote = remote;
  node.dataset.url = url;
  node.innerHTML = '<h1>PRÉPAREZ VOTRE SORTIE</h1><img alt="karting" src="/api/media/images/karting.svg">';
  document.body.appendChild(node);
  return node;
}

/** remotes.json and the remote's App each arrive when the test says so. */
function slowRemotes() {
  let remotesReady!: () => void;
  let appReady!: () => void;
  const app = new Promise<void>((resolve) => (appReady = resolve));
  const runtime: FederationRuntime = {
    registerPlugins: () => undefined,
    registerRemotes: () => undefined,
    loadRemote: async <T,>() => {
      await app;
      return { default: () => <h1>Catalogue du navigateur</h1> } as T;
    },
  };
  const start = () =>
    new Promise<{ remotes: RemoteDefinition[]; loader: ReturnType<typeof createRemoteLoader> }>((resolve) => {
      remotesReady = () => resolve({ remotes, loader: createRemoteLoader(runtime, remotes, 'http://localhost:3000') });
    });
  return { start, remotesReady: () => remotesReady(), appReady: () => appReady() };
}

afterEach(() => {
  document.getElementById('first-screen')?.remove();
  resetFirstScreen();
});

describe('the first screen rendered on the server', () => {
  it('stands in for the remote while remotes.json and the remote load, then gives way to its render', async () => {
    const node = serverFirstScreen('/activites?tri=1');
    const image = node.querySelector('img');
    const remote = slowRemotes();
    renderShell('/activites?tri=1', { startRemotes: remote.start });

    // The same element (moved, not copied: its picture stays loaded) inside the layout's main area.
    expect(screen.getByTestId('server-first-screen')).toContainElement(node);
    expect(node.closest('main')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(async () => remote.remotesReady());
    expect(screen.getByTestId('server-first-screen')).toContainElement(image);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(async () => remote.appReady());
    expect(await screen.findByRole('heading', { name: 'Catalogue du navigateur' })).toBeInTheDocument();
    expect(node.isConnected).toBe(false);
    expect(screen.queryByTestId('server-first-screen')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is dropped when it was rendered for another address or another remote', async () => {
    for (const [url, owner] of [
      ['/activites/3', 'mf_catalog'],
      ['/activites', 'mf_booking'],
    ] as const) {
      const node = serverFirstScreen(url, owner);
      const remote = slowRemotes();
      const { unmount } = renderShell('/activites', { startRemotes: remote.start });
      await act(async () => remote.remotesReady());
      expect(node.isConnected).toBe(false);
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      unmount();
      resetFirstScreen();
    }
  });
});
