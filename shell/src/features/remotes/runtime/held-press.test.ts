import { replayHeldPress, WAIT_MS } from './held-press';

// A press on a first-screen button, held by the head script (data-press-held), goes to the area's own button once.
const hold = (id: string) => document.documentElement.setAttribute('data-press-held', id);
const held = () => document.documentElement.getAttribute('data-press-held');

function area(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-press-held');
  jest.useRealTimers();
});

it("presses the area's button of the same data-testid once, when it is already drawn", () => {
  const container = area('<button data-testid="profile-edit">Modifier</button><button data-testid="other"></button>');
  const pressed = jest.fn();
  container.querySelector('[data-testid="profile-edit"]')!.addEventListener('click', pressed);
  hold('profile-edit');
  replayHeldPress(container);
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(held()).toBeNull();
  replayHeldPress(container); // the next area, or a second run: nothing held any more
  expect(pressed).toHaveBeenCalledTimes(1);
});

it('waits for the area to draw the button, and for it to be enabled', async () => {
  const container = area('<p>Chargement…</p>');
  hold('invoice-12');
  replayHeldPress(container);
  container.innerHTML = '<button data-testid="invoice-12" disabled>Télécharger la facture</button>';
  const button = container.querySelector('button')!;
  const pressed = jest.fn();
  button.addEventListener('click', pressed);
  await Promise.resolve(); // mutation observers run as microtasks
  expect(pressed).not.toHaveBeenCalled(); // disabled: still waiting
  button.disabled = false;
  await Promise.resolve();
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(held()).toBeNull();
});

it('drops the press when the area fails, when it never draws the button, or when the id is not a data-testid', () => {
  jest.useFakeTimers();
  hold('profile-edit');
  replayHeldPress(null);
  expect(held()).toBeNull();

  const container = area('<p>Vous n’êtes pas connecté.</p>');
  hold('profile-edit');
  replayHeldPress(container);
  jest.advanceTimersByTime(WAIT_MS);
  expect(held()).toBeNull();

  const pressed = jest.fn();
  const odd = area('<button data-testid="a"></button>');
  odd.querySelector('button')!.addEventListener('click', pressed);
  hold('a"], button, [data-x="');
  replayHeldPress(odd);
  expect(pressed).not.toHaveBeenCalled();
  expect(held()).toBeNull();
});

it('keeps the press held when the effect is cleaned up before the button came (strict mode runs it twice)', async () => {
  const container = area();
  hold('profile-edit');
  replayHeldPress(container)(); // run, cleaned up at once
  expect(held()).toBe('profile-edit');
  replayHeldPress(container);
  container.innerHTML = '<button data-testid="profile-edit"></button>';
  const pressed = jest.fn();
  container.querySelector('button')!.addEventListener('click', pressed);
  await Promise.resolve();
  expect(pressed).toHaveBeenCalledTimes(1);
});
