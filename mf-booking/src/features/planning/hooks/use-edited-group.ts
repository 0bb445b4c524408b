import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { basketStore, type BasketLine } from 'shared-events';
import { placeBookingLines } from '../../../shared/model/basket-lines';

/**
 * The basket group a page edits (?edit=<pid>, the basket's pencil), read once when the page opens.
 * `pidFor()` is the pid new lines take (the edited one, else a fresh one) and `place()` puts them in the
 * basket, replacing the edited group in place.
 */
export function useEditedGroup(newId: () => string) {
  const [search] = useSearchParams();
  const editPid = search.get('edit');
  const [group] = useState<BasketLine[]>(() =>
    editPid ? basketStore.get().lines.filter((line) => line.pid === editPid) : [],
  );
  // Once the edited group is replaced, later bookings from the same page are new groups.
  const replaced = useRef(false);
  const editing = group.length > 0;
  const replacing = () => editing && editPid !== null && !replaced.current;
  return {
    editPid: editing ? editPid : null,
    group,
    editing,
    pidFor: () => (replacing() ? editPid! : newId()),
    place: (lines: BasketLine[]) => {
      const target = replacing() ? editPid : null;
      basketStore.update((draft) => {
        draft.lines = placeBookingLines(draft.lines, lines, target);
      });
      if (target) replaced.current = true;
    },
  };
}

/** Sum of the counters of the group's lines selling an article (the main line excepted). */
export function countOf(group: readonly BasketLine[], article: number, except?: BasketLine): number {
  return group.filter((line) => line !== except && line.id === article).reduce((sum, line) => sum + line.counter, 0);
}
