/**
 * Resolves in a new task of the event loop, after the browser has had its turn (input, paint): what runs after
 * it is not part of the current task. scheduler.yield() where the browser has it, a message otherwise
 * (setTimeout(0) is clamped to 4 ms after a few nested calls).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
