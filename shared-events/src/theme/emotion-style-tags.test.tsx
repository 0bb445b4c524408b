/**
 * @jest-environment node
 */
// The style tags of a server render made in emotion's compat mode (decision 0032): nothing next to the elements,
// the components' rules in one tag the browser's cache adopts, each global rule set in a tag <Global> takes over.
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { createParkEmotionCache } from './emotion-cache';
import { emotionStyleTags } from './emotion-style-tags';

const Title = styled.h1({ color: 'rebeccapurple' });
const Quote = styled.q({ quotes: '"</style>"' });

describe('emotionStyleTags', () => {
  it('gives the rules of a compat render as the style tags the browser’s caches adopt', () => {
    const cache = createParkEmotionCache('tablet');
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Title>Menu</Title>
        <Quote>a</Quote>
      </CacheProvider>,
    );
    expect(html).not.toContain('<style'); // nothing in hydration's way
    const tags = emotionStyleTags(cache);
    const titleClass = /class="(tablet-[^"]+)"/.exec(html)?.[1] ?? '';
    const [global = '', own = '', ...rest] = tags.split(/(?=<style)/);
    expect(rest).toEqual([]);
    expect(global).toMatch(/^<style data-emotion="tablet-global [a-z0-9]+">body\{margin:0;\}<\/style>$/);
    expect(own).toMatch(new RegExp(`^<style data-emotion="tablet [^"]*${titleClass.slice(7)}[^"]*">`));
    expect(own).toContain(`.${titleClass}{color:rebeccapurple;}`);
    // A rule's text cannot close its tag.
    expect(own).toContain('<\\/style>');
    expect(own.match(/<\/style>/g)).toHaveLength(1);
  });

  it('gives nothing for a render without styles', () => {
    const cache = createParkEmotionCache('tablet');
    cache.compat = true;
    renderToString(<CacheProvider value={cache}>texte</CacheProvider>);
    expect(emotionStyleTags(cache)).toBe('');
  });
});
