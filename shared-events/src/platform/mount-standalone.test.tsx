import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createParkEmotionCache } from '../theme';
import { mountStandalone } from './mount-standalone';
import { StandalonePage } from './standalone-page';

/** A page slow to draw: 24 parts, each busy for 3 ms (React slices a transition's work in ~5 ms steps). */
const PARTS = 24;
let drawn = 0;
let committed = false;
/** A part of a page that takes a phone a while to draw: busy for 3 ms, then counted. */
function drawPart(): void {
  const until = performance.now() + 3;
  while (performance.now() < until) {
    // busy
  }
  drawn += 1;
}
function SlowPart({ n }: { n: number }) {
  drawPart(); // deliberately impure: the test counts the parts drawn so far
  return <li>Partie {n}</li>;
}
function SlowApp() {
  useEffect(() => {
    committed = true;
  });
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, n) => (
        <SlowPart key={n} n={n} />
      ))}
    </ul>
  );
}

/** Mounts the slow page and samples, from timers, how many parts were drawn: one long task shows 0 then all. */
async function mountAndSample(container: HTMLElement): Promise<number[]> {
  drawn = 0;
  committed = false;
  const samples: number[] = [];
  let root: ReturnType<typeof mountStandalone> | null = null;
  await new Promise<void>((resolve) => {
    root = mountStandalone({ App: SlowApp, cacheKey: 'test', routes: ['/'], siteUrl: 'http://site', container });
    const sample = () => {
      samples.push(drawn);
      if (committed || samples.length > 500) resolve();
      else setTimeout(sample, 0);
    };
    setTimeout(sample, 0);
  });
  act(() => root!.unmount());
  return samples;
}

describe('mountStandalone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws a page in short tasks: other tasks run while it is drawn', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const samples = await mountAndSample(container);
    expect(samples.some((n) => n > 0 && n < PARTS)).toBe(true);
    expect(container.querySelectorAll('li')).toHaveLength(0); // unmounted
  });

  it('hydrates a page its server drew in short tasks too', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.dataset.firstScreen = 'test';
    container.dataset.url = window.location.pathname + window.location.search;
    // The page as the area's server draws it (first-screen-server's renderOwnPage: compat cache, same tree).
    const cache = createParkEmotionCache('test');
    cache.compat = true;
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <StandalonePage cacheKey="test" routes={[]} siteUrl="" emotionCache={cache}>
          <SlowApp />
        </StandalonePage>
      </MemoryRouter>,
    );
    drawn = 0;
    const first = container.querySelector('li');
    document.body.append(container);
    const samples = await mountAndSample(container);
    expect(samples.some((n) => n > 0 && n < PARTS)).toBe(true);
    expect(errors).not.toHaveBeenCalled(); // hydrated, not drawn again
    expect(first?.isConnected).toBe(false); // (unmounted at the end)
    errors.mockRestore();
  });
});
