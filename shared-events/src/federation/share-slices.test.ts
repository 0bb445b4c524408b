/**
 * @jest-environment node
 */
// The shares of a chunk are negotiated in slices (decision 0042): a bounded number a task, in their order, all of
// them, each share's own arguments handed on.
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import shareSlicesPlugin, { createTurns, SHARES_PER_SLICE, SLICE_MS } from './share-slices';

jest.mock('@module-federation/runtime-core', () => ({ registerGlobalPlugins: jest.fn() }));

/** A clock and a task queue the test moves by hand. */
function fakeTasks() {
  let time = 0;
  let tasks: Array<() => void> = [];
  let afterTask: Array<() => void> = [];
  return {
    now: () => time,
    advance: (ms: number) => (time += ms),
    yieldTask: () => new Promise<void>((resolve) => tasks.push(resolve)),
    afterTask: (reset: () => void) => afterTask.push(reset),
    /** Ends the current task: its promises settle, then the next queued task runs (and its promises). */
    async nextTask(): Promise<boolean> {
      await flush();
      const [next, ...rest] = tasks;
      if (!next) return false;
      tasks = rest;
      next();
      await flush();
      return true;
    },
    /** The timers queued when slices started (they run once the task is through). */
    runTimers() {
      const due = afterTask;
      afterTask = [];
      due.forEach((reset) => reset());
    },
  };
}
const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('createTurns', () => {
  it(`lets ${SHARES_PER_SLICE} shares through a slice, then makes the others wait for a new task`, () => {
    const t = fakeTasks();
    const turns = createTurns(t.now, t.yieldTask, t.afterTask);
    for (let i = 0; i < SHARES_PER_SLICE; i += 1) expect(turns.take()).toBeUndefined();
    const wait = turns.take();
    expect(wait).toBeInstanceOf(Promise);
    expect(turns.take()).toBe(wait); // everyone after waits for the same next task
  });

  it(`ends a slice after ${SLICE_MS} ms even with room for more shares`, () => {
    const t = fakeTasks();
    const turns = createTurns(t.now, t.yieldTask, t.afterTask);
    expect(turns.take()).toBeUndefined();
    t.advance(SLICE_MS - 1);
    expect(turns.take()).toBeUndefined();
    t.advance(1);
    expect(turns.take()).toBeInstanceOf(Promise);
  });

  it('starts afresh in a later task: a slice ends with its task', () => {
    const t = fakeTasks();
    const turns = createTurns(t.now, t.yieldTask, t.afterTask);
    for (let i = 0; i < SHARES_PER_SLICE; i += 1) turns.take();
    t.runTimers(); // the task is over; a remote's shares come later
    t.advance(500);
    expect(turns.take()).toBeUndefined();
  });
});

describe('shareSlicesPlugin', () => {
  it('hands every share its own arguments, in order, a bounded number a task', async () => {
    const t = fakeTasks();
    const plugin = shareSlicesPlugin(createTurns(t.now, t.yieldTask, t.afterTask));
    const shares = Array.from({ length: 30 }, (_, i) => ({ pkgName: `share-${i}`, shareInfo: { i } }));
    const done: string[] = [];
    const perTask: number[] = [];
    for (const args of shares) {
      void Promise.resolve(plugin.beforeLoadShare(args)).then((out) => {
        expect(out).toBe(args);
        done.push(out.pkgName);
      });
    }
    await flush();
    perTask.push(done.length);
    while (await t.nextTask()) perTask.push(done.length - perTask.reduce((a, b) => a + b, 0));
    expect(done).toEqual(shares.map((s) => s.pkgName));
    const expected = Array.from({ length: Math.ceil(30 / SHARES_PER_SLICE) }, (_, i) =>
      Math.min(SHARES_PER_SLICE, 30 - i * SHARES_PER_SLICE),
    );
    expect(perTask).toEqual(expected);
    expect(perTask.length).toBeGreaterThan(1);
  });

  it('answers at once when the slice has room (no promise: nothing waits)', () => {
    const plugin = shareSlicesPlugin(createTurns());
    const args = { pkgName: 'react' };
    expect(plugin.beforeLoadShare(args)).toBe(args);
  });

  it('registers itself once as a global plugin, for the remotes the page loads later', () => {
    const plugin = shareSlicesPlugin(createTurns());
    const init = { options: {} };
    expect(plugin.beforeInit(init)).toBe(init);
    plugin.beforeInit(init); // a remote's runtime starting with the global plugin
    expect(registerGlobalPlugins).toHaveBeenCalledTimes(1);
    expect(registerGlobalPlugins).toHaveBeenCalledWith([plugin]);
  });
});
