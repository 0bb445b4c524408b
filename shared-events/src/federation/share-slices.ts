// Federation runtime plugin of the pages (decision 0042): the negotiation of a chunk's shared modules runs in
// slices of a few milliseconds, the browser getting its turn between them. Module Federation starts every share a
// chunk needs at once and settles them all in one chain of promises: ~100 shares for the shell's start-up, one task
// of 110–190 ms on Lighthouse's phone, and as much again for the area a page loads. Each share now asks for its
// turn before it is loaded (`beforeLoadShare`); once the current slice has run out, the shares still to load wait
// for the next task. The same shares load, in the same order, from the same providers: only when changes.
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import { nextTask } from '../platform/next-task';

/** How long a slice of the negotiation may run before the browser gets its turn. */
export const SLICE_MS = 8;
/**
 * How many shares a slice may start. A share's work follows its turn in later promises of the same task, so the
 * clock at the turn cannot see it coming: the count bounds it (~1.5 ms a share on Lighthouse's phone).
 */
export const SHARES_PER_SLICE = 6;

export interface Turns {
  /**
   * Nothing when the current slice has room for one more share (counted); otherwise the start of the next slice, in
   * a new task, after which the share asks again (those that waited share the next slices in their order).
   */
  take(): Promise<void> | undefined;
}

/**
 * The slices: the first call starts one, and a slice ends when its time is up or its task does (a timer reset
 * queued when it starts runs only once the task and its promises are through, so a later task starts afresh).
 */
export function createTurns(
  now: () => number = () => performance.now(),
  yieldTask: () => Promise<void> = nextTask,
  afterTask: (reset: () => void) => void = (reset) => setTimeout(reset, 0),
): Turns {
  let sliceEnd: number | null = null;
  let started = 0;
  let waiting: Promise<void> | undefined;
  const start = () => {
    sliceEnd = now() + SLICE_MS;
    started = 0;
    const slice = sliceEnd;
    afterTask(() => {
      if (sliceEnd === slice) sliceEnd = null;
    });
  };
  return {
    take() {
      if (waiting) return waiting;
      if (sliceEnd === null) start();
      if (started < SHARES_PER_SLICE && now() < sliceEnd!) {
        started += 1;
        return undefined;
      }
      waiting = yieldTask().then(() => {
        waiting = undefined;
        start();
      });
      return waiting;
    },
  };
}

interface ShareArgs {
  pkgName: string;
}
export interface ShareSlicesPlugin {
  name: string;
  beforeInit<T>(args: T): T;
  beforeLoadShare<T extends ShareArgs>(args: T): T | Promise<T>;
}

/** One set of turns a page: the page's shares and those of the areas it loads take turns together. */
const pageTurns = createTurns();

/**
 * The runtime plugin (`runtimePlugins` of a page's ModuleFederationPlugin). It registers itself as a global plugin
 * too, so that the remotes' runtimes, created later on the same page, slice their shares with the same turns.
 */
export default function shareSlicesPlugin(turns: Turns = pageTurns): ShareSlicesPlugin {
  let global = false;
  const plugin: ShareSlicesPlugin = {
    name: 'park-share-slices',
    beforeInit(args) {
      if (!global) registerGlobalPlugins([plugin]);
      global = true;
      return args;
    },
    beforeLoadShare(args) {
      const ask = (): typeof args | Promise<typeof args> => {
        const turn = turns.take();
        return turn ? turn.then(ask) : args;
      };
      return ask();
    },
  };
  return plugin;
}
