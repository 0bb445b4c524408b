import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on): for content below the fold
 * that need not load with the page. Without IntersectionObserver, true at once. The default margin is none: the
 * page's main area is one screen high before its content arrives, so anything larger than the header's height
 * would count the footer as near from the start.
 */
export function useNearViewport<T extends Element>(margin = '0px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return [ref, near];
}
