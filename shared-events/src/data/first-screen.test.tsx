import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AreaRoute } from '../router/route-table';
import { createParkQueryClient } from './query-client';
import { firstScreenDataId, hydrateFirstScreen } from './first-screen';
import { renderFirstScreenOf, serializeFirstScreen } from './first-screen-server';
import { useLoad, type Load } from './use-loads';

const AREA = 'mf_test';
const ID = firstScreenDataId(AREA);

afterEach(() => {
  document.body.innerHTML = '';
});

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = ID;
  script.textContent = text;
  document.body.appendChild(script);
}

const listLoad = (name: string, answer: () => Promise<string[]>): Load<string[]> => ({
  queryKey: [AREA, name],
  queryFn: answer,
});

function List({ name }: { name: string }) {
  const state = useLoad(listLoad(name, () => Promise.reject(new Error('the render never loads'))));
  return <p>{state.status === 'success' ? state.data.join(', ') : state.status}</p>;
}

const withClient = (client: QueryClient, name: string) =>
  renderToString(
    <QueryClientProvider client={client}>
      <List name={name} />
    </QueryClientProvider>,
  );

describe('the first screen on the server', () => {
  const calls: string[] = [];
  const table: AreaRoute[] = [
    {
      path: '/liste/:name',
      Page: () => null,
      firstScreen: ({ name = '' }) => [
        listLoad(name, async () => {
          calls.push(name);
          if (name === 'panne') throw new Error('API down');
          return [`${name} 1`, `${name} 2`];
        }),
      ],
    },
    { path: '/ailleurs', Page: () => null },
    // Drawn on the server only for some queries (?vue=simple), by the route's own rule.
    {
      path: '/formulaire',
      Page: () => null,
      firstScreen: (_params, search) => (search.get('vue') === 'simple' ? [] : null),
    },
  ];
  beforeEach(() => (calls.length = 0));

  it('loads what the route names, renders with the answers and embeds them after the HTML', async () => {
    const html = await renderFirstScreenOf(table, AREA, '/liste/jeux?x=1', (client) => withClient(client, 'jeux'));
    expect(calls).toEqual(['jeux']);
    expect(html).toMatch(new RegExp(`^<p>jeux 1, jeux 2</p><script type="application/json" id="${ID}">`));
    embed(/<script[^>]*>(.*)<\/script>$/.exec(html!)![1]!);
    const client = createParkQueryClient();
    expect(hydrateFirstScreen(AREA, client)).toBe(1);
    expect(client.getQueryData([AREA, 'jeux'])).toEqual(['jeux 1', 'jeux 2']);
  });

  it('renders nothing for a page without first screen, outside the table, or whose load failed', async () => {
    const render = jest.fn(() => '<p></p>');
    await expect(renderFirstScreenOf(table, AREA, '/ailleurs', render)).resolves.toBeNull();
    await expect(renderFirstScreenOf(table, AREA, '/inconnue', render)).resolves.toBeNull();
    await expect(renderFirstScreenOf(table, AREA, 'liste/jeux', render)).resolves.toBeNull();
    await expect(renderFirstScreenOf(table, AREA, '/liste/panne', render)).resolves.toBeNull();
    expect(calls).toEqual(['panne']); // once: a server render does not retry
    expect(render).not.toHaveBeenCalled();
  });

  it("follows the route's rule on the query: nothing for the addresses it leaves to the browser", async () => {
    const render = jest.fn(() => '<form></form>');
    await expect(renderFirstScreenOf(table, AREA, '/formulaire?vue=simple#haut', render)).resolves.toMatch(
      /^<form><\/form><script/,
    );
    await expect(renderFirstScreenOf(table, AREA, '/formulaire?vue=complete', render)).resolves.toBeNull();
    await expect(renderFirstScreenOf(table, AREA, '/formulaire', render)).resolves.toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('asks the API again for each page (no answer kept from one visitor to the next)', async () => {
    await renderFirstScreenOf(table, AREA, '/liste/jeux', (client) => withClient(client, 'jeux'));
    await renderFirstScreenOf(table, AREA, '/liste/jeux', (client) => withClient(client, 'jeux'));
    expect(calls).toEqual(['jeux', 'jeux']);
  });
});

describe('the first screen in the browser', () => {
  it('reads the answers once and gives them to the client', () => {
    const server = createParkQueryClient();
    server.setQueryData([AREA, 'activites'], [{ aid: 1, name: 'KARTING' }]);
    embed(serializeFirstScreen(dehydrate(server)));
    const client = createParkQueryClient();
    expect(hydrateFirstScreen(AREA, client)).toBe(1);
    expect(document.getElementById(ID)).toBeNull();
    expect(client.getQueryData([AREA, 'activites'])).toEqual([{ aid: 1, name: 'KARTING' }]);
    expect(hydrateFirstScreen(AREA, client)).toBe(0);
  });

  it('ignores a page without first screen, and reports unreadable data without keeping any', () => {
    const client = createParkQueryClient();
    expect(hydrateFirstScreen(AREA, client)).toBe(0);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed('{"queries": [');
    expect(hydrateFirstScreen(AREA, client)).toBe(0);
    embed('[1, 2]');
    expect(hydrateFirstScreen(AREA, client)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    warn.mockRestore();
  });

  it('escapes what could close the script element', () => {
    const state = { mutations: [], queries: [] as unknown[], x: '</script><script>alert(1)</script>\u2028' };
    const text = serializeFirstScreen(state as never);
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual(state);
  });
});
