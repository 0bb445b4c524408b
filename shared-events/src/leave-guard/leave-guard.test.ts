import { leaveBlocked, onGuardEntry, setLeaveGuard, watchBackButton } from './leave-guard';

/** A browser history of entries (state, address) with popstate, as the back button moves in it. */
function fakeWindow() {
  const entries: Array<{ state: unknown; url: string }> = [{ state: { idx: 0 }, url: '/activites/2/4/6/reservation' }];
  let at = 0;
  const listeners = new Set<() => void>();
  const history = {
    get state() {
      return entries[at]!.state;
    },
    pushState(state: unknown, _title: string, url: string) {
      entries.splice(at + 1);
      entries.push({ state, url });
      at += 1;
    },
    back() {
      at -= 1;
      listeners.forEach((l) => l());
    },
  } as unknown as History;
  return {
    history,
    location: { href: '/activites/2/4/6/reservation' } as Location,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    get at() {
      return at;
    },
    entries,
  };
}

describe('the leave guard', () => {
  it('lets the links through without a guard, asks the guard while one is set', () => {
    expect(leaveBlocked('/panier')).toBe(false);
    const asked: string[] = [];
    const release = setLeaveGuard((to) => {
      asked.push(to);
      return true;
    });
    expect(leaveBlocked('/panier')).toBe(true);
    expect(asked).toEqual(['/panier']);
    release();
    expect(leaveBlocked('/activites')).toBe(false);
  });

  it('keeps the latest guard when an older one is released late', () => {
    const releaseOld = setLeaveGuard(() => true);
    const releaseNew = setLeaveGuard(() => false);
    releaseOld();
    expect(leaveBlocked('/x')).toBe(false);
    releaseNew();
  });

  it('catches the back button once per press, stays or really goes back', () => {
    const win = fakeWindow();
    let asked = 0;
    const watch = watchBackButton(win as never, () => (asked += 1));
    expect(win.entries).toHaveLength(2);
    expect(win.at).toBe(1);
    win.history.back();
    expect(asked).toBe(1);
    expect(win.at).toBe(0);
    // 'Rester': armed again, a second back asks again.
    watch.again();
    expect(win.at).toBe(1);
    win.history.back();
    expect(asked).toBe(2);
    // 'Quitter': really back (the listener is gone: no question).
    watch.release();
    expect(win.at).toBe(-1);
    expect(asked).toBe(2);
  });

  it("tells when the page is on the guard's extra entry, which a page going on replaces", () => {
    const win = fakeWindow();
    expect(onGuardEntry(win)).toBe(false);
    const watch = watchBackButton(win as never, () => undefined);
    expect(onGuardEntry(win)).toBe(true);
    watch.stop();
    // Stopping the guard (the selection saved) leaves the entry: the page's next navigation replaces it.
    expect(onGuardEntry(win)).toBe(true);
    win.history.back();
    expect(onGuardEntry(win)).toBe(false);
  });
});
