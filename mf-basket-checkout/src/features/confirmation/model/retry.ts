/** Retries (spec §4, §9): a failed sale/booking/e-mail call is retried 3 times, 3 s apart, then given up silently. */
export const RETRIES = 3;
export const RETRY_DELAY_MS = 3000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`; on failure waits and tries again, at most `retries` more times. Resolves to the result or null. */
export async function withRetries<T>(
  task: () => Promise<T>,
  options: { retries?: number; delayMs?: number; wait?: (ms: number) => Promise<void>; cancelled?: () => boolean } = {},
): Promise<T | null> {
  const { retries = RETRIES, delayMs = RETRY_DELAY_MS, wait = sleep, cancelled = () => false } = options;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (cancelled()) return null;
    try {
      return await task();
    } catch {
      if (attempt < retries) await wait(delayMs);
    }
  }
  return null;
}
