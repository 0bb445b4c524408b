import { produce, type Draft } from 'shared-events';
import type { BookedPackSlot, BookedSlot } from '../../../shared/model/basket-lines';
import { parisDayKey } from '../../../shared/model/time';
import { packClash } from './validation';

/**
 * The selection in progress (spec §3 'Reservation state'), one at a time, kept in sessionStorage so a
 * reload does not lose it. Updated with immer recipes only.
 */
export interface ReservationState {
  version: 1;
  aid: number;
  oid: number;
  fid: number;
  /** pid of the basket group being edited (?edit=<pid>), else null. */
  editPid: string | null;
  /** The Paris day shown in the planning ('YYYY-MM-DD'), null before the default is computed. */
  day: string | null;
  /** The chosen slot (for a pack: the slot of the current step). */
  date: BookedSlot | null;
  /** Duo pack: the slots chosen so far, in pack order. */
  datesPack: BookedPackSlot[];
  pilotes: number;
  spectateurs: number;
  equipements: number;
  bracelets: number;
  /** True once the selection is in the basket (leaving no longer warns). */
  saved: boolean;
  /** The recap's forms as the visitor left them (absent when none). */
  drafts?: ReservationDrafts;
}

/**
 * The recap's forms kept with the selection, so that a reload does not lose them: the karting team and the birthday
 * child, confirmed or being typed in their dialog. Kept as stored: the recap reads each through its feature's checks
 * (a stored value may be stale or forged), and they go with the selection (in the basket, or abandoned).
 */
export interface ReservationDrafts {
  team?: unknown;
  teamTyped?: unknown;
  child?: unknown;
  childTyped?: unknown;
}

const DRAFT_NAMES = ['team', 'teamTyped', 'child', 'childTyped'] as const;
export type DraftName = (typeof DRAFT_NAMES)[number];

export const RESERVATION_STORAGE_KEY = 'park.booking.reservation.v1';

export function emptyReservation(
  ids: { aid: number; oid: number; fid: number },
  editPid: string | null = null,
): ReservationState {
  return {
    version: 1,
    aid: ids.aid,
    oid: ids.oid,
    fid: ids.fid,
    editPid,
    day: null,
    date: null,
    datesPack: [],
    pilotes: 0,
    spectateurs: 0,
    equipements: 0,
    bracelets: 0,
    saved: false,
  };
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isBookedSlot(value: unknown): value is BookedSlot {
  return (
    isObject(value) &&
    isInt(value.idPlanning) &&
    typeof value.select === 'string' &&
    typeof value.end === 'string' &&
    isInt(value.idRoom) &&
    (value.linked === undefined || (Array.isArray(value.linked) && value.linked.every(isInt)))
  );
}

/** Checks a stored value; anything malformed or of another version is null (dropped, never a crash). */
export function parseReservation(value: unknown): ReservationState | null {
  if (!isObject(value) || value.version !== 1) return null;
  const ok =
    isInt(value.aid) &&
    isInt(value.oid) &&
    isInt(value.fid) &&
    (value.editPid === null || typeof value.editPid === 'string') &&
    (value.day === null || (typeof value.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.day))) &&
    (value.date === null || isBookedSlot(value.date)) &&
    Array.isArray(value.datesPack) &&
    value.datesPack.every((slot) => isBookedSlot(slot) && typeof (slot as { name?: unknown }).name === 'string') &&
    [value.pilotes, value.spectateurs, value.equipements, value.bracelets].every(
      (count) => isInt(count) && count >= 0,
    ) &&
    typeof value.saved === 'boolean';
  if (!ok) return null;
  const state = { ...value } as unknown as ReservationState;
  // Drafts that are not an object are dropped alone: the selection itself is sound.
  const drafts = isObject(value.drafts) ? value.drafts : {};
  const kept = DRAFT_NAMES.filter((name) => drafts[name] !== undefined && drafts[name] !== null);
  if (kept.length) state.drafts = Object.fromEntries(kept.map((name) => [name, drafts[name]]));
  else delete state.drafts;
  return state;
}

/** Reads the stored reservation; null when absent, unreadable or for another formula/edit. */
export function loadReservation(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  ids: { aid: number; oid: number; fid: number },
  editPid: string | null,
): ReservationState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(RESERVATION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: ReservationState | null;
  try {
    parsed = parseReservation(JSON.parse(raw));
  } catch {
    parsed = null;
  }
  if (!parsed) {
    storage.removeItem(RESERVATION_STORAGE_KEY);
    return null;
  }
  if (parsed.aid !== ids.aid || parsed.oid !== ids.oid || parsed.fid !== ids.fid || parsed.editPid !== editPid)
    return null;
  return parsed;
}

export function saveReservation(storage: Pick<Storage, 'setItem'>, state: ReservationState): void {
  try {
    storage.setItem(RESERVATION_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the selection still lives in memory for this page.
  }
}

export type ReservationRecipe = (draft: Draft<ReservationState>) => void;

export function updateReservation(state: ReservationState, recipe: ReservationRecipe): ReservationState {
  return produce(state, recipe);
}

/** Recipes used by the pages. */
export const reservationRecipes = {
  chooseDay:
    (day: string): ReservationRecipe =>
    (draft) => {
      if (draft.day !== day) {
        draft.day = day;
        draft.date = null;
      }
      draft.saved = false;
    },
  chooseSlot:
    (slot: BookedSlot | null): ReservationRecipe =>
    (draft) => {
      draft.date = slot;
      draft.saved = false;
    },
  setCounts:
    (counts: { pilotes?: number; spectateurs?: number }): ReservationRecipe =>
    (draft) => {
      if (counts.pilotes !== undefined) draft.pilotes = counts.pilotes;
      if (counts.spectateurs !== undefined) draft.spectateurs = counts.spectateurs;
      draft.saved = false;
    },
  /**
   * Duo pack: records the slot of step n. The later steps' slots are kept (an edited pack keeps its second
   * slot) unless they now overlap it; the next step's kept slot becomes the selection, on its day.
   */
  setPackStep:
    (step: number, slot: BookedPackSlot): ReservationRecipe =>
    (draft) => {
      const later = draft.datesPack.slice(step + 1);
      const firstClash = later.findIndex((s) => packClash([s], { start: slot.select, end: slot.end }) !== null);
      draft.datesPack.splice(
        step,
        draft.datesPack.length - step,
        slot,
        ...(firstClash < 0 ? later : later.slice(0, firstClash)),
      );
      const next = draft.datesPack[step + 1];
      draft.date = next
        ? { idPlanning: next.idPlanning, select: next.select, end: next.end, idRoom: next.idRoom }
        : null;
      if (next) draft.day = parisDayKey(next.select);
      draft.saved = false;
    },
  /** An edited pack (the basket's pencil): its slots back, the first one selected on its day. */
  restorePack:
    (slots: BookedPackSlot[], counts: { pilotes: number; spectateurs: number }): ReservationRecipe =>
    (draft) => {
      draft.datesPack = slots.map((s) => ({ ...s }));
      const first = slots[0];
      draft.date = first
        ? { idPlanning: first.idPlanning, select: first.select, end: first.end, idRoom: first.idRoom }
        : null;
      draft.day = first ? parisDayKey(first.select) : draft.day;
      draft.pilotes = counts.pilotes;
      draft.spectateurs = counts.spectateurs;
    },
  setEquipment:
    (equipements: number, bracelets: number): ReservationRecipe =>
    (draft) => {
      draft.equipements = equipements;
      draft.bracelets = bracelets;
    },
  /** A recap form's draft (undefined: forgotten). */
  setDraft:
    (name: DraftName, value: unknown): ReservationRecipe =>
    (draft) => {
      const drafts: ReservationDrafts = { ...draft.drafts };
      if (value === undefined) delete drafts[name];
      else drafts[name] = value;
      draft.drafts = drafts;
    },
  markSaved: (): ReservationRecipe => (draft) => {
    draft.saved = true;
  },
};
