import { BehaviorSubject, Observable, distinctUntilChanged } from 'rxjs';
import { produce, type Draft } from 'immer';
import { bus } from '../bus/bus';

export interface Store<T> {
  /** Current value, then every change (this tab's or another tab's). */
  readonly state$: Observable<T>;
  get(): T;
  /** The value before anything is stored: what a page drawn by a server shows, and its hydration reads. */
  readonly initial: T;
  /** Changes the value with an immer recipe (mutate the draft, or return a new value). */
  update(recipe: (draft: Draft<T>) => void | T): void;
  set(value: T): void;
  /** Back to the initial value. */
  reset(): void;
}

export interface PersistentStoreOptions<T> {
  /** Name in the key: 'park.<name>.v<version>'. */
  name: string;
  version: number;
  initial: T;
  /** True when a stored value has the expected shape; a value failing it is dropped. */
  isValid(value: unknown): value is T;
  /** Defaults to window.localStorage when there is one. */
  storage?: Storage | null;
  /** Where the 'storage' event comes from; defaults to window. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export const STORAGE_NOTICE = 'Certaines données enregistrées étaient illisibles et ont été réinitialisées.';
export const STORAGE_UPGRADE_NOTICE =
  'Le site a été mis à jour : certaines données enregistrées sur cet appareil ont été réinitialisées.';

export function storageKey(name: string, version: number): string {
  return `park.${name}.v${version}`;
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function notice(detail: string): void {
  console.warn(`[shared-events] ${detail}`);
}

/** A value kept in localStorage under a versioned key, observable, changed with immer, synced across tabs. */
export function createPersistentStore<T>(options: PersistentStoreOptions<T>): Store<T> {
  const { name, version, initial, isValid } = options;
  const key = storageKey(name, version);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const target =
    options.eventTarget === undefined ? (typeof window !== 'undefined' ? window : null) : options.eventTarget;

  /**
   * Drops what older versions of the key stored, and tells the visitor when it held something (their basket, their
   * session): a value the new shape cannot read is lost, not silently. Newer versions are left alone: they belong to a
   * tab still running a newer build.
   */
  const dropOlderVersions = (): void => {
    if (!storage) return;
    const pattern = new RegExp(`^park\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.v(\\d+)$`);
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const k = storage.key(i);
      const match = k ? pattern.exec(k) : null;
      if (k && match && Number(match[1]) < version) stale.push(k);
    }
    let lost = false;
    for (const k of stale) {
      lost ||= storage.getItem(k) !== JSON.stringify(initial);
      storage.removeItem(k);
      notice(`dropped ${k}: stored by an older version (now ${key})`);
    }
    if (lost) bus.emit({ type: 'toast:requested', message: STORAGE_UPGRADE_NOTICE, variant: 'info' });
  };

  /** Parses a stored text; undefined when absent, null when corrupt. */
  const parse = (raw: string | null): T | undefined | null => {
    if (raw === null) return undefined;
    try {
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  };

  const dropCorrupt = (): void => {
    storage?.removeItem(key);
    notice(`dropped ${key}: the stored value was unreadable`);
    bus.emit({ type: 'toast:requested', message: STORAGE_NOTICE, variant: 'warning' });
  };

  const readInitial = (): T => {
    if (!storage) return initial;
    dropOlderVersions();
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return initial;
    }
    const parsed = parse(raw);
    if (parsed === null) {
      dropCorrupt();
      return initial;
    }
    return parsed === undefined ? initial : parsed;
  };

  const subject = new BehaviorSubject<T>(readInitial());

  const write = (value: T): void => {
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch (error) {
      notice(`could not save ${key}: ${(error as Error).message}`);
    }
  };

  const commit = (value: T): void => {
    if (Object.is(value, subject.getValue())) return;
    write(value);
    subject.next(value);
  };

  target?.addEventListener('storage', (event: Event) => {
    const { key: changedKey, newValue, storageArea } = event as StorageEvent;
    if (storageArea && storage && storageArea !== storage) return;
    if (changedKey === null) {
      subject.next(initial); // another tab cleared the whole storage
      return;
    }
    if (changedKey !== key) return;
    const parsed = parse(newValue);
    if (parsed === null) {
      dropCorrupt();
      subject.next(initial);
      return;
    }
    subject.next(parsed === undefined ? initial : parsed);
  });

  return {
    state$: subject.asObservable().pipe(distinctUntilChanged()),
    get: () => subject.getValue(),
    initial,
    update: (recipe) => commit(produce(subject.getValue(), recipe as (draft: Draft<T>) => void) as T),
    set: (value) => commit(value),
    reset: () => {
      storage?.removeItem(key);
      subject.next(initial);
    },
  };
}
