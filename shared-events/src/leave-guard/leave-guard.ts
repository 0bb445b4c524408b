/**
 * The unsaved-selection warning across areas (spec §2: 'warning that an unsaved selection is lost').
 * A page holding a selection not yet in the basket registers a guard; the shell's header and footer
 * links ask it before navigating (`leaveBlocked`), and the browser's back button is caught with one
 * extra history entry (see `watchBackButton`). One guard at a time: the last registered wins. Pure
 * module state, shared by every area through the single shared-events instance.
 */
export type LeaveGuard = (to: string) => boolean;

let current: LeaveGuard | null = null;

/** Registers the guard (it returns true when it takes the navigation over, e.g. to ask); returns the unregister. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** True when a guard took the navigation to `to` over: the caller must not navigate. */
export function leaveBlocked(to: string): boolean {
  return current ? current(to) : false;
}

const SENTINEL = 'parkLeaveGuard';

/**
 * True when the page is on the extra history entry a guard pushed (`watchBackButton`). A page going on from there
 * (its selection saved: the calendar to the recap, the recap to the basket) navigates with `replace`, so that 'back'
 * from the next page lands on the page once, not on the entry and then the page again.
 */
export function onGuardEntry(win: { history: Pick<History, 'state'> } = window): boolean {
  const state = (win.history.state ?? {}) as Record<string, unknown>;
  return state[SENTINEL] === true;
}

/**
 * While a selection is unsaved, the back button must ask first: one history entry with the same address
 * is pushed, so 'back' lands on the page again (the router sees the same route) and `onBack` asks.
 * `again()` re-arms after the visitor stays; `release()` goes back for real. Returns the cleanup.
 */
export function watchBackButton(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> & { history: History },
  onBack: () => void,
): { again: () => void; release: () => void; stop: () => void } {
  const arm = () => {
    const state = (win.history.state ?? {}) as Record<string, unknown>;
    if (!state[SENTINEL]) win.history.pushState({ ...state, [SENTINEL]: true }, '', win.location.href);
  };
  const onPop = () => {
    const state = (win.history.state ?? {}) as Record<string, unknown>;
    if (!state[SENTINEL]) onBack();
  };
  arm();
  win.addEventListener('popstate', onPop);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    win.removeEventListener('popstate', onPop);
  };
  return {
    again: arm,
    release: () => {
      stop();
      win.history.back();
    },
    stop,
  };
}
