/**
 * @jest-environment node
 */
// Node has MessageChannel (jsdom has not), and no scheduler.yield: the message path is the one tested first.
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the current one and every microtask it queued', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    const chain = (n: number): Promise<void> =>
      Promise.resolve().then(() => {
        order.push(`microtask ${n}`);
        return n < 3 ? chain(n + 1) : undefined;
      });
    void chain(1);
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'microtask 1', 'microtask 2', 'microtask 3', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTo = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTo };
    try {
      await nextTask();
      expect(yieldTo).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
