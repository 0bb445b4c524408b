import { useCallback } from 'react';

/**
 * Shows the first screen the server rendered (an element React does not own) in the shell's layout: the element
 * is moved, not copied, so its pictures stay as they are. React's first render empties #root; the move happens in
 * the same commit, before the browser paints, so the page never shows it missing.
 */
export function ServerFirstScreen({ node }: { node: HTMLElement }) {
  const adopt = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && node.parentNode !== element) element.appendChild(node);
    },
    [node],
  );
  return <div ref={adopt} data-testid="server-first-screen" />;
}
