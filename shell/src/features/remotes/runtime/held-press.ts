// A press on a button of the server's first screen, held by index.html's head script until the area has taken over
// (first-screen-forms.head.js: `data-press-held` on <html>, the button's data-testid). The visitor pressed
// 'Modifier' on the account drawn by the server before its scripts had run: once the area has drawn its own page,
// its button of the same data-testid is pressed for them, once. A press held on a page the area does not draw the
// same way (signed out meanwhile, a failure) is dropped after WAIT_MS.

const HELD = 'data-press-held';
/** The data-testids the areas give their buttons (`invoice-12`, `profile-edit`): nothing else is looked up. */
const TEST_ID = /^[\w-]{1,80}$/;
/** How long the area may take to draw the pressed button (its data may still be loading). */
export const WAIT_MS = 10_000;

/**
 * Presses `container`'s button of the held press's data-testid as soon as it is there and enabled (now, or when the
 * area draws it). No container (the area failed): the press is dropped. Returns what stops the waiting (an unmount: the press
 * stays held for the next run of the effect, as React's strict mode does in development).
 */
export function replayHeldPress(container: HTMLElement | null, doc: Document = document): () => void {
  const id = doc.documentElement.getAttribute(HELD);
  const drop = () => doc.documentElement.removeAttribute(HELD);
  if (!id || !container || !TEST_ID.test(id)) {
    drop();
    return () => undefined;
  }
  const selector = `[data-testid="${id}"]`;
  const press = (): boolean => {
    const button = container.querySelector(selector);
    if (!(button instanceof HTMLElement) || (button as HTMLButtonElement).disabled) return false;
    drop(); // pressed once
    button.click();
    return true;
  };
  if (press()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (press()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    drop();
  }, WAIT_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return stop;
}
