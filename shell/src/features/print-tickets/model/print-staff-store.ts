import { createPersistentStore } from 'shared-events';

/** The staff signed in on this page: their staff token (from the staff code), for this tab only. */
export interface PrintStaff {
  token: string | null;
}

function tabStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/**
 * The shell's own copy of the staff token (the bar screen keeps its own in the snacking area: areas never share
 * code). In the tab's sessionStorage: closing the tab signs the staff out. Key 'park.printStaff.v1'.
 */
export const printStaffStore = createPersistentStore<PrintStaff>({
  name: 'printStaff',
  version: 1,
  initial: { token: null },
  storage: tabStorage(),
  isValid: (v): v is PrintStaff =>
    typeof v === 'object' &&
    v !== null &&
    (typeof (v as PrintStaff).token === 'string' || (v as PrintStaff).token === null),
});
