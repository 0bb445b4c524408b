import { useEffect, useRef, useState } from 'react';
import { requestNavigation, setLeaveGuard, watchBackButton } from 'shared-events';

/** Where the visitor was going when the warning opened: an address (in or out of this area), or back. */
export type Leaving = { to: string; crossArea: boolean } | { back: true };

/**
 * The unsaved-selection warning (spec §2) for every way out while `active`: the page's own buttons
 * (`leave`), the shell's header and footer links (the shared leave guard) and the browser's back button
 * (one extra history entry). `confirm` leaves for real (after `forget`), `stay` keeps the page.
 */
export function useUnsavedGuard(options: {
  active: boolean;
  forget: () => void;
  navigateInArea: (to: string) => void;
}) {
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const back = useRef<ReturnType<typeof watchBackButton> | null>(null);
  useEffect(() => {
    if (!options.active) return undefined;
    const release = setLeaveGuard((to) => {
      setLeaving({ to, crossArea: true });
      return true;
    });
    const watch = watchBackButton(window, () => setLeaving({ back: true }));
    back.current = watch;
    return () => {
      release();
      watch.stop();
      back.current = null;
    };
  }, [options.active]);

  const go = (target: Leaving) => {
    if ('back' in target) {
      options.forget();
      if (back.current) back.current.release();
      else window.history.back();
    } else if (target.crossArea) {
      options.forget();
      requestNavigation(target.to);
    } else options.navigateInArea(target.to);
  };
  return {
    leaving,
    /** The page's own way out: asks first while a selection is unsaved. */
    leave: (to: string, crossArea: boolean) => (options.active ? setLeaving({ to, crossArea }) : go({ to, crossArea })),
    stay: () => {
      if (leaving && 'back' in leaving) back.current?.again();
      setLeaving(null);
    },
    confirm: () => {
      const target = leaving;
      setLeaving(null);
      if (target) go(target);
    },
  };
}
