import { render } from '@testing-library/react';
import { styled } from '@mui/material/styles';
import { ParkProviders } from './park-providers';
import { SITE_CACHE_KEY } from './emotion-cache';

// The server's first screens write their styles with the site's key (first-screen-server.tsx); the shell's cache
// (the same key) counts them as inserted when it starts, so its first render does not insert them again.
const Ticket = styled('p')({ color: 'rgb(91, 42, 134)', letterSpacing: '3px' });

/** The style tags that hold a rule for `className`, written as text (a server's) or inserted (emotion's). */
function tagsWith(className: string): HTMLStyleElement[] {
  const rule = new RegExp(`\\.${className}\\s*\\{`);
  return [...document.querySelectorAll('style')].filter(
    (tag) => rule.test(tag.textContent ?? '') || [...(tag.sheet?.cssRules ?? [])].some((r) => rule.test(r.cssText)),
  );
}

/** The emotion name of Ticket's styles (the class without its key), from a render with a probe cache. */
function ticketName(): string {
  const { container, unmount } = render(
    <ParkProviders cacheKey="probe">
      <Ticket>probe</Ticket>
    </ParkProviders>,
  );
  const name = container.querySelector('p')!.className.replace(/^probe-/, '');
  unmount();
  return name;
}

/** What a server's first screen leaves in the page: its styles in a tag of its own, beside its HTML. */
function serverStyleTag(key: string, name: string): void {
  const tag = document.createElement('style');
  tag.setAttribute('data-emotion', `${key} ${name}`);
  tag.textContent = `.${key}-${name}{color:rgb(91, 42, 134);letter-spacing:3px;}`;
  document.body.appendChild(tag);
}

describe('the site cache key', () => {
  afterEach(() => document.querySelectorAll('style').forEach((tag) => tag.remove()));

  it('adopts the styles a first screen wrote with it: the same component inserts none again', () => {
    const name = ticketName();
    serverStyleTag(SITE_CACHE_KEY, name);
    const { container } = render(
      <ParkProviders cacheKey={SITE_CACHE_KEY}>
        <Ticket>Billet</Ticket>
      </ParkProviders>,
    );
    expect(container.querySelector('p')).toHaveClass(`${SITE_CACHE_KEY}-${name}`);
    expect(tagsWith(`${SITE_CACHE_KEY}-${name}`)).toHaveLength(1);
  });

  it('inserts them again when the first screen used another key (what the page did before)', () => {
    const name = ticketName();
    serverStyleTag('other', name);
    render(
      <ParkProviders cacheKey={SITE_CACHE_KEY}>
        <Ticket>Billet</Ticket>
      </ParkProviders>,
    );
    expect(tagsWith(`${SITE_CACHE_KEY}-${name}`)).toHaveLength(1);
    expect(tagsWith(`other-${name}`)).toHaveLength(1);
  });
});
