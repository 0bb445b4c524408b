import { withRetries } from './retry';

describe('withRetries', () => {
  it('returns the first success', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('a')).mockResolvedValueOnce('ok');
    const waits: number[] = [];
    await expect(withRetries(task, { wait: async (ms) => void waits.push(ms) })).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([3000]);
  });
  it('tries once and 3 more times, 3 s apart, then gives up silently', async () => {
    const task = jest.fn().mockRejectedValue(new Error('down'));
    const waits: number[] = [];
    await expect(withRetries(task, { wait: async (ms) => void waits.push(ms) })).resolves.toBeNull();
    expect(task).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([3000, 3000, 3000]);
  });
  it('stops when cancelled', async () => {
    let stop = false;
    const task = jest.fn().mockImplementation(async () => {
      stop = true;
      throw new Error('x');
    });
    await expect(withRetries(task, { wait: async () => undefined, cancelled: () => stop })).resolves.toBeNull();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
