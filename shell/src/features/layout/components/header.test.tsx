import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  basketStore,
  http,
  sessionStore,
  setLeaveGuard,
  snackingAddressStore,
  type BasketLine,
  type CurrentUser,
} from 'shared-events';
import { renderShell } from '../../../test/render-shell';

const line = (nid: string): BasketLine => ({
  nid,
  pid: nid,
  aid: 1,
  oid: 2,
  fid: 3,
  id: 4,
  idTariff: 5,
  price: 10,
  counter: 1,
  type: 0,
  description: 'KARTING',
  idPlanning: 6,
  select: null,
  day: null,
  houre: null,
  end: null,
  idRoom: null,
  color: '#f00',
  spectateurs: 0,
  complet: false,
});

const user = { id: 7, firstName: 'Camille', lastName: 'Martin', type: 0, email: 'c@m.fr' } as CurrentUser;

beforeEach(() => {
  localStorage.clear();
  basketStore.reset();
  sessionStore.reset();
  snackingAddressStore.reset();
});

describe('header', () => {
  it('shows the basket count and follows the basket store', async () => {
    renderShell('/test');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    act(() => basketStore.update((d) => void d.lines.push(line('a'), line('b'))));
    expect(screen.getByTestId('basket-count')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('basket-link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/panier');
  });

  it('counts the lines /panier shows: not a past line, not a table order (spec §4)', async () => {
    const hour = 3600 * 1000;
    const lines = [
      { ...line('coming'), select: new Date(Date.now() + 24 * hour).toISOString() },
      { ...line('gone'), select: new Date(Date.now() - hour).toISOString() }, // past: dropped
      { ...line('old-sub'), idPlanning: null, day: '01/01/2020', houre: null, type: 8 as const }, // a day long over: dropped
      { ...line('club'), idPlanning: null }, // undated: kept
      { ...line('coke'), idPlanning: null, ZONE: 1, TABLE: 4 }, // a table's order: removed outside the table
    ];
    renderShell('/test');
    act(() => basketStore.update((d) => void (d.lines = lines)));
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('basket-link')).toHaveAttribute('aria-label', 'Panier, 2 article(s)');
    expect(screen.getByTestId('basket-link')).toHaveAttribute('href', '/panier');
  });

  it("on a table's page, counts that table's lines and leads to its basket", async () => {
    const hour = 3600 * 1000;
    const lines = [
      { ...line('coming'), select: new Date(Date.now() + 24 * hour).toISOString() }, // not this table's
      { ...line('coke'), idPlanning: null, ZONE: 1, TABLE: 4 },
      { ...line('beer'), idPlanning: null, ZONE: 1, TABLE: 4 },
      { ...line('other table'), idPlanning: null, ZONE: 1, TABLE: 5 },
    ];
    act(() => basketStore.update((d) => void (d.lines = lines)));
    renderShell('/panier/1/4/snaking');
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('basket-link')).toHaveAttribute('href', '/panier/1/4/snaking');
    fireEvent.click(screen.getByTestId('basket-link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/panier/1/4/snaking');
  });

  it('logo goes to /activites and forgets the stored snacking address and sign-in return address', () => {
    snackingAddressStore.set('/activites/3/2/7/snaking');
    sessionStore.update((d) => void (d.returnTo = '/panier')); // left by the checkout's sign-in request
    renderShell('/test');
    fireEvent.click(screen.getByTestId('header-logo'));
    expect(screen.getByTestId('location')).toHaveTextContent('/activites');
    expect(snackingAddressStore.get()).toBe('/');
    expect(sessionStore.get().returnTo).toBeNull();
  });

  it("keeps the signed-in visitor's session when the logo forgets the return address", () => {
    sessionStore.set({ ...sessionStore.get(), token: 't', clientId: 7, signInType: 'normal', currentUser: user });
    sessionStore.update((d) => void (d.returnTo = '/activites/10'));
    renderShell('/test');
    fireEvent.click(screen.getByTestId('header-logo'));
    expect(sessionStore.get()).toMatchObject({ token: 't', clientId: 7, currentUser: user, returnTo: null });
  });

  it('leaves the return address alone on the basket link', () => {
    sessionStore.update((d) => void (d.returnTo = '/panier'));
    renderShell('/test');
    fireEvent.click(screen.getByTestId('basket-link'));
    expect(sessionStore.get().returnTo).toBe('/panier');
  });

  it('asks the page holding an unsaved selection before following the logo or the basket', () => {
    const asked: string[] = [];
    const release = setLeaveGuard((to) => {
      asked.push(to);
      return true;
    });
    renderShell('/test');
    fireEvent.click(screen.getByTestId('header-logo'));
    fireEvent.click(screen.getByTestId('basket-link'));
    expect(asked).toEqual(['/activites', '/panier']);
    expect(screen.getByTestId('location').textContent).toBe('/test');
    release();
    fireEvent.click(screen.getByTestId('basket-link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/panier');
  });

  it("shows 'Connexion' when signed out, leading to the sign-in page", () => {
    renderShell('/test');
    fireEvent.click(screen.getByText('Connexion'));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("shows a 360 Family Club member the badge and the menu's label 'Membre 360 Family Club'", async () => {
    sessionStore.set({
      ...sessionStore.get(),
      token: 't',
      clientId: 7,
      signInType: 'normal',
      currentUser: { ...user, clubMember: true },
    });
    renderShell('/test');
    expect(screen.getByTestId('club-badge')).toHaveTextContent('Membre 360 Family Club');
    fireEvent.click(screen.getByTestId('account-button'));
    expect(await screen.findByTestId('club-member-label', {}, { timeout: 5000 })).toHaveTextContent(
      'Membre 360 Family Club',
    );
  });

  it('shows no club badge to a visitor who is not a member', () => {
    sessionStore.set({ ...sessionStore.get(), token: 't', clientId: 7, signInType: 'normal', currentUser: user });
    renderShell('/test');
    expect(screen.getByTestId('account-button')).toBeInTheDocument();
    expect(screen.queryByTestId('club-badge')).toBeNull();
  });

  it('opens the account menu on the first name; Déconnexion clears the session and promo codes', async () => {
    sessionStore.set({ ...sessionStore.get(), token: 't', clientId: 7, signInType: 'normal', currentUser: user });
    basketStore.update((d) => void d.promoCodes.push({ label: 'ETE', articles: '4', percentage: 10 }));
    renderShell('/test');
    fireEvent.click(screen.getByTestId('account-button'));
    expect(screen.getByTestId('account-button')).toHaveTextContent('Camille');
    expect(await screen.findByText('Mon compte')).toBeInTheDocument();
    for (const label of ['Mes commandes', 'Mes abonnements', 'Déconnexion']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByText('Mes commandes'));
    expect(screen.getByTestId('location')).toHaveTextContent('/compte?tab=1');
    fireEvent.click(screen.getByTestId('account-button'));
    fireEvent.click(await screen.findByText('Mes abonnements'));
    expect(screen.getByTestId('location')).toHaveTextContent('/compte?tab=2');
    fireEvent.click(screen.getByTestId('account-button'));
    fireEvent.click(await screen.findByText('Mon compte'));
    expect(screen.getByTestId('location').textContent).toBe('/compte');
    fireEvent.click(screen.getByTestId('account-button'));
    fireEvent.click(await screen.findByText('Déconnexion'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activites'));
    expect(sessionStore.get().token).toBeNull();
    expect(basketStore.get().promoCodes).toEqual([]);
    expect(screen.getByText('Connexion')).toBeInTheDocument();
  });

  it('gives anonymous visitors only Déconnexion', async () => {
    sessionStore.set({
      ...sessionStore.get(),
      token: 't',
      clientId: 9,
      signInType: 'anonyme',
      currentUser: { ...user, firstName: 'Table' },
    });
    renderShell('/test');
    fireEvent.click(screen.getByTestId('account-button'));
    expect(await screen.findByText('Déconnexion')).toBeInTheDocument();
    expect(screen.queryByText('Mon compte')).toBeNull();
  });

  it("shows a company as last name then first name, without 'null', and without 'Mes abonnements'", async () => {
    sessionStore.set({
      ...sessionStore.get(),
      token: 't',
      clientId: 8,
      signInType: 'company',
      currentUser: { ...user, type: 2, lastName: 'CSE Démo Industries', firstName: null } as unknown as CurrentUser,
    });
    renderShell('/test');
    expect(screen.getByTestId('account-button').textContent).toBe('CSE Démo Industries');
    fireEvent.click(screen.getByTestId('account-button'));
    expect(await screen.findByText('Mes commandes')).toBeInTheDocument();
    expect(screen.queryByText('Mes abonnements')).toBeNull();
  });

  it("shows the client's photo, fetched with the token, in the account button", async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:header-photo', revokeObjectURL: () => undefined });
    const previous = http.defaults.adapter;
    const asked: string[] = [];
    http.defaults.adapter = async (config) => {
      asked.push(`${config.url} ${String(config.headers.Authorization)}`);
      return { data: new Blob(['png']), status: 200, headers: {} };
    };
    try {
      sessionStore.set({
        ...sessionStore.get(),
        token: 't',
        clientId: 7,
        signInType: 'normal',
        currentUser: { ...user, photo: '/api/users/7/photo', photoGuid: 'g1' } as CurrentUser,
      });
      renderShell('/test');
      expect(await screen.findByTestId('header-photo')).toBeInTheDocument();
      expect(screen.getByTestId('header-photo')).toHaveAttribute('src', 'blob:header-photo');
      // The header's own requests: the /test page's test call (GET /v1/formulesx) may also have started by now, on a
      // slow machine, and is not the header's.
      expect(asked.filter((call) => !call.startsWith('/v1/formulesx '))).toEqual(['/users/7/photo Bearer t']);
    } finally {
      http.defaults.adapter = previous;
    }
  });
});
