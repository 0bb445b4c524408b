import type { EmotionCache } from '@emotion/cache';

const closeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The style tags of a server render made with `cache` in emotion's compat mode (its rules kept in `cache.inserted`
 * instead of written next to each element), as emotion's browser cache adopts them (decision 0032): the
 * components' rules in one `<style data-emotion="<key> <id> <id>…">`, whose ids the browser's cache counts as
 * inserted; each global rule set (CssBaseline) in its own `<key>-global <name>` tag, which `<Global>` takes over.
 * An id is a component's when its rules are those of its class (`.<key>-<id>`) or empty; CssBaseline's are not.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const components: string[] = [];
  let componentCss = '';
  let globals = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules === '' || rules.includes(`.${cache.key}-${id}`)) {
      components.push(id);
      componentCss += rules;
    } else {
      globals += `<style data-emotion="${cache.key}-global ${id}">${closeStyle(rules)}</style>`;
    }
  }
  const own = components.length
    ? `<style data-emotion="${cache.key} ${components.join(' ')}">${closeStyle(componentCss)}</style>`
    : '';
  return globals + own;
}
