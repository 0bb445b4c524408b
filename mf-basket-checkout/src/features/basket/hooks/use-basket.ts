/**
 * The basket as the page shows it: normalised on arrival (past lines dropped, snacking filtering,
 * stored promo codes applied), full lines marked from fresh planning data, and its actions.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  applyMemberPrices,
  basketStore,
  isClubFlagged,
  requestNavigation,
  requestToast,
  sessionStore,
  useStore,
} from 'shared-events';
import type { CurrentUser } from '../../../shared/platform/types';
import type { BasketLine, BasketState } from '../../../shared/platform/types';
import { activityCode, checkLines, checkPromoCode } from '../api/basket-api';
import {
  deleteLine,
  dropPastLines,
  filterForPlace,
  hasFullLines,
  markJudgedLines,
  type SnackingPlace,
} from '../model/basket-rules';
import { editPath } from '../model/edit-path';
import { BASKET_HAS_FULL_SLOTS, BASKET_TOAST_MS } from '../model/messages';
import {
  addPromoCode,
  applyPromoCodes,
  normaliseLabel,
  PROMO_ALREADY_APPLIED,
  PROMO_INVALID,
  PROMO_VALID,
} from '../model/promo';

function sameLines(a: BasketLine[], b: BasketLine[]) {
  return a.length === b.length && a.every((l, i) => l === b[i]);
}

/**
 * Basket normalisation for a page (pure, exported for tests): past lines dropped, snacking filtering,
 * member prices of reserved offers (360 Family Club, as the server charges them), then promo codes.
 */
export function normaliseBasket(
  state: BasketState,
  place: SnackingPlace | null,
  now: Date,
  user: Pick<CurrentUser, 'clubMember'> | null = null,
): BasketLine[] {
  const kept = filterForPlace(dropPastLines(state.lines, now), place);
  return applyPromoCodes(applyMemberPrices(kept, isClubFlagged(user, kept)), state.promoCodes);
}

export function useBasket(place: SnackingPlace | null) {
  const basket = useStore(basketStore);
  const user = useStore(sessionStore).currentUser;
  const zone = place?.zone;
  const table = place?.table;

  // Normalise on arrival and whenever the stored basket changes (another area or tab may add lines).
  useEffect(() => {
    const current = basketStore.get();
    const p = zone !== undefined && table !== undefined ? { zone, table } : null;
    const lines = normaliseBasket(current, p, new Date(), user);
    if (!sameLines(lines, current.lines)) {
      basketStore.update((draft) => {
        draft.lines = lines;
      });
    }
  }, [basket, zone, table, user]);

  // Mark full lines once per arrival on the page, as 'Valider mes horaires' does: the server judges each line with the
  // rules of the payment start (every slot a line holds; the visitor's own pending payment, which their next one
  // replaces, not counted: back from the gateway, their lines are not shown full because of their own hold).
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    const lines = basketStore.get().lines;
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
  }, []);

  const lines = useMemo(() => {
    const p = zone !== undefined && table !== undefined ? { zone, table } : null;
    return filterForPlace(basket.lines, p);
  }, [basket.lines, zone, table]);

  const remove = useCallback((line: BasketLine) => {
    basketStore.update((draft) => {
      draft.lines = deleteLine(draft.lines as BasketLine[], line.nid);
    });
  }, []);

  const edit = useCallback(async (line: BasketLine) => {
    const path = editPath(line, await activityCode(line.aid));
    if (path) requestNavigation(path);
  }, []);

  const applyPromo = useCallback(async (label: string): Promise<boolean> => {
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
    basketStore.update((draft) => {
      draft.lines = result.lines;
      draft.promoCodes = result.promoCodes;
    });
    requestToast(PROMO_VALID, 'success', BASKET_TOAST_MS);
    return true;
  }, []);

  return { lines, promoCodes: basket.promoCodes, remove, edit, applyPromo };
}
