/**
 * The basket as the page shows it: normalised on arrival (past lines dropped, snacking filtering,
 * stored promo codes applied), full lines marked from fresh planning data, and its actions. A table's page
 * acts on that table's lines alone: the basket's other lines stay in the store (model/stored-basket).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  basketStore,
  filterForPlace,
  requestNavigation,
  requestToast,
  sessionStore,
  useStore,
  type SnackingPlace,
} from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';
import { activityCode, checkLines, checkPromoCode } from '../api/basket-api';
import { hasFullLines, markJudgedLines } from '../model/basket-rules';
import type { EditTarget } from '../model/edit-dialog';
import { editPage, editPath, groupMainLine } from '../model/edit-path';
import { BASKET_HAS_FULL_SLOTS, BASKET_TOAST_MS, EDIT_FAILED } from '../model/messages';
import { addPromoCode, normaliseLabel, PROMO_ALREADY_APPLIED, PROMO_INVALID, PROMO_VALID } from '../model/promo';
import { applyPromoToShown, deleteShownLine, normaliseStoredLines } from '../model/stored-basket';

/** Basket normalisation for a page (pure; in model/stored-basket, named here for the tests that read it here). */
export { normaliseBasket } from '../model/stored-basket';

function sameLines(a: BasketLine[], b: BasketLine[]) {
  return a.length === b.length && a.every((l, i) => l === b[i]);
}

const placeOf = (zone: string | number | undefined, table: string | number | undefined): SnackingPlace | null =>
  zone !== undefined && table !== undefined ? { zone, table } : null;

export function useBasket(place: SnackingPlace | null) {
  const basket = useStore(basketStore);
  const user = useStore(sessionStore).currentUser;
  const zone = place?.zone;
  const table = place?.table;

  // Normalise on arrival and whenever the stored basket changes (another area or tab may add lines).
  useEffect(() => {
    const current = basketStore.get();
    const lines = normaliseStoredLines(current, placeOf(zone, table), new Date(), user);
    if (!sameLines(lines, current.lines)) {
      basketStore.update((draft) => {
        draft.lines = lines;
      });
    }
  }, [basket, zone, table, user]);

  // Mark full lines once per arrival on the page, as 'Valider mes horaires' does: the server judges each line the page
  // shows with the rules of the payment start (every slot a line holds; the visitor's own pending payment, which their
  // next one replaces, not counted: back from the gateway, their lines are not shown full because of their own hold).
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    const lines = filterForPlace(basketStore.get().lines, placeOf(zone, table));
    if (lines.length === 0) return;
    let live = true;
    checkLines(lines)
      .then((verdicts) => {
        if (!live || verdicts.length === 0) return;
        basketStore.update((draft) => {
          draft.lines = markJudgedLines(draft.lines as BasketLine[], verdicts);
        });
        if (hasFullLines(basketStore.get().lines)) requestToast(BASKET_HAS_FULL_SLOTS, 'warning', BASKET_TOAST_MS);
      })
      .catch(() => undefined); // checked again on validation
    return () => {
      live = false;
      marked.current = false;
    };
  }, [zone, table]);

  const lines = useMemo(() => filterForPlace(basket.lines, placeOf(zone, table)), [basket.lines, zone, table]);

  const remove = useCallback(
    (line: BasketLine) => {
      const next = deleteShownLine(basketStore.get().lines, placeOf(zone, table), line.nid);
      basketStore.update((draft) => {
        draft.lines = next;
      });
    },
    [zone, table],
  );

  // The pencil of any line of a group edits the group on the page of its main line (its calendar, subscription
  // page…): that page, found from the catalogue's activity code, or null after a toast when the catalogue cannot say.
  const editTarget = useCallback(async (line: BasketLine): Promise<EditTarget | null> => {
    const stored = basketStore.get().lines;
    const main = groupMainLine(line, stored);
    let code: string | null;
    try {
      code = await activityCode(main.aid);
    } catch {
      // Without the catalogue, a company or events line would open a calendar, not its own page: say so instead.
      requestToast(EDIT_FAILED, 'error', BASKET_TOAST_MS);
      return null;
    }
    const page = editPage(line, stored, code);
    const path = editPath(line, stored, code);
    return page && path ? { mainNid: main.nid, page, path } : null;
  }, []);

  // Straight to that page (the missing extras prompt's 'Ajouter').
  const edit = useCallback(
    async (line: BasketLine) => {
      const target = await editTarget(line);
      if (target) requestNavigation(target.path);
    },
    [editTarget],
  );

  const applyPromo = useCallback(
    async (label: string): Promise<boolean> => {
      const applied = basketStore.get().promoCodes.some((c) => normaliseLabel(c.label) === normaliseLabel(label));
      if (applied) {
        requestToast(PROMO_ALREADY_APPLIED, 'warning', BASKET_TOAST_MS);
        return false;
      }
      const check = await checkPromoCode(label);
      if (!check.ok) {
        requestToast(PROMO_INVALID, 'error', BASKET_TOAST_MS);
        return false;
      }
      const state = basketStore.get();
      const result = addPromoCode(state.lines, state.promoCodes, check.code);
      if (!result.ok) {
        requestToast(result.message, 'warning', BASKET_TOAST_MS);
        return false;
      }
      // The code joins the basket's codes; it prices the lines this page shows (the others, on their own page).
      const lines = applyPromoToShown(state.lines, placeOf(zone, table), check.code);
      basketStore.update((draft) => {
        draft.lines = lines;
        draft.promoCodes = result.promoCodes;
      });
      requestToast(PROMO_VALID, 'success', BASKET_TOAST_MS);
      return true;
    },
    [zone, table],
  );

  return { lines, promoCodes: basket.promoCodes, remove, edit, editTarget, applyPromo };
}
