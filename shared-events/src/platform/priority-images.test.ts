import { priorityImagesPainted } from './priority-images';

// jsdom has no MessageChannel: the next task is a timer here (next-task.test.ts tests the real one).
jest.mock('./next-task', () => ({ nextTask: () => new Promise<void>((resolve) => setTimeout(resolve, 0)) }));

// jsdom has no image decoding: each test gives its images a decode() it controls.
function image(priority: boolean, decode?: () => Promise<void>): HTMLImageElement {
  const img = document.createElement('img');
  if (priority) img.setAttribute('fetchpriority', 'high');
  if (decode) Object.defineProperty(img, 'decode', { value: decode });
  document.body.append(img);
  return img;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb);
    return frames.length;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs the frame the helper asked for, then the task after it. */
async function paint() {
  frames.splice(0).forEach((cb) => cb(0));
  await jest.advanceTimersByTimeAsync(1);
}

it('resolves at once when the page has no priority image', async () => {
  const other = jest.fn(() => Promise.resolve());
  image(false, other);
  await expect(settled(priorityImagesPainted())).resolves.toBe(true);
  expect(other).not.toHaveBeenCalled();
  expect(frames).toHaveLength(0);
});

it('waits for every priority image to be decoded, then for a painted frame', async () => {
  const first = deferred();
  const second = deferred();
  image(true, () => first.promise);
  image(true, () => second.promise);
  const done = priorityImagesPainted();
  first.resolve();
  expect(await settled(done)).toBe(false);
  second.resolve();
  await jest.advanceTimersByTimeAsync(0);
  expect(frames).toHaveLength(1); // decoded: a frame is asked for
  expect(await settled(done)).toBe(false); // not painted yet
  await paint();
  expect(await settled(done)).toBe(true);
});

it('does not wait on an image that fails to load', async () => {
  const broken = deferred();
  image(true, () => broken.promise);
  const done = priorityImagesPainted();
  broken.reject(new Error('EncodingError'));
  await jest.advanceTimersByTimeAsync(0);
  await paint();
  expect(await settled(done)).toBe(true);
});

it('gives up after its timeout when an image never comes, and when no frame comes', async () => {
  image(true, () => new Promise<void>(() => undefined));
  const done = priorityImagesPainted(document, 1000);
  await jest.advanceTimersByTimeAsync(999);
  expect(await settled(done)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(frames).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(50); // the frame never runs (a tab in the background)
  expect(await settled(done)).toBe(true);
});

it('does not wait in a hidden page, which paints nothing', async () => {
  const decode = jest.fn(() => new Promise<void>(() => undefined));
  image(true, decode);
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await expect(settled(priorityImagesPainted())).resolves.toBe(true);
  expect(decode).not.toHaveBeenCalled();
});
