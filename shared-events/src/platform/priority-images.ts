import { nextTask } from './next-task';

/** Longest wait for the first screen's priority images before a page's scripts start anyway. */
export const PRIORITY_IMAGES_TIMEOUT_MS = 1000;

const decodeOf = (image: HTMLImageElement): Promise<unknown> =>
  typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();

/** Resolves in the task after the next frame: the frame has been painted (or after `capMs`, a frame never coming). */
function afterNextPaint(capMs: number): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return nextTask();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    requestAnimationFrame(() => {
      void nextTask().then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

/**
 * Resolves once the first screen's priority images (`img[fetchpriority="high"]`, the candidates for the page's
 * largest paint, drawn by the area's server) are decoded and painted, or after `timeoutMs`; at once when the page
 * has none or is hidden (nothing is painted then). A page's entry waits for it before evaluating its scripts: the
 * picture is shown before the long tasks of the libraries' start-up, not after them (decision 0043).
 */
export async function priorityImagesPainted(
  doc: Document = document,
  timeoutMs = PRIORITY_IMAGES_TIMEOUT_MS,
): Promise<void> {
  const images = Array.from(doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  if (images.length === 0 || doc.visibilityState === 'hidden') return;
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([Promise.all(images.map(decodeOf)), timeout]);
  clearTimeout(timer);
  await afterNextPaint(Math.max(0, timeoutMs - (Date.now() - started)) + 50);
}
