import { bus } from '../bus/bus';
import type { ParkEvent } from '../bus/events';
import { createPersistentStore, STORAGE_NOTICE, STORAGE_UPGRADE_NOTICE, storageKey } from './store';

interface Counter {
  count: number;
  tags: string[];
}
const isCounter = (v: unknown): v is Counter =>
  typeof v === 'object' && v !== null && typeof (v as Counter).count === 'number' && Array.isArray((v as Counter).tags);

const make = (version = 1) =>
  createPersistentStore<Counter>({ name: 'counter', version, initial: { count: 0, tags: [] }, isValid: isCounter });

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('createPersistentStore', () => {
  it('starts from the initial value and persists updates under the versioned key', () => {
    const store = make();
    expect(storageKey('counter', 1)).toBe('park.counter.v1');
    expect(store.get()).toEqual({ count: 0, tags: [] });
    store.update((d) => {
      d.count += 2;
      d.tags.push('a');
    });
    expect(JSON.parse(localStorage.getItem('park.counter.v1')!)).toEqual({ count: 2, tags: ['a'] });
    expect(make().get()).toEqual({ count: 2, tags: ['a'] }); // a reload reads it back
  });

  it('produces a new frozen value with immer and leaves the previous one untouched', () => {
    const store = make();
    const before = store.get();
    store.update((d) => {
      d.tags.push('x');
    });
    expect(before.tags).toEqual([]);
    expect(Object.isFrozen(store.get())).toBe(true);
    expect(() => (store.get().tags as string[]).push('y')).toThrow();
  });

  it('emits on state$ for each change but not for a no-op update', () => {
    const store = make();
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.count));
    store.update((d) => {
      d.count = 1;
    });
    store.update(() => undefined);
    store.set({ count: 5, tags: [] });
    expect(seen).toEqual([0, 1, 5]);
  });

  it('reset() removes the stored value and returns to the initial value', () => {
    const store = make();
    store.set({ count: 3, tags: [] });
    store.reset();
    expect(store.get()).toEqual({ count: 0, tags: [] });
    expect(localStorage.getItem('park.counter.v1')).toBeNull();
  });

  it('drops a corrupt value with a console notice and a toast, never throwing', () => {
    localStorage.setItem('park.counter.v1', '{not json');
    const events: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => events.push(e));
    const store = make();
    sub.unsubscribe();
    expect(store.get()).toEqual({ count: 0, tags: [] });
    expect(localStorage.getItem('park.counter.v1')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('park.counter.v1'));
    expect(events).toContainEqual({ type: 'toast:requested', message: STORAGE_NOTICE, variant: 'warning' });
  });

  it('drops a value of the wrong shape the same way', () => {
    localStorage.setItem('park.counter.v1', JSON.stringify({ count: 'three' }));
    expect(make().get()).toEqual({ count: 0, tags: [] });
    expect(localStorage.getItem('park.counter.v1')).toBeNull();
  });

  it('drops values stored under older versions of the key, and tells the visitor something was lost', () => {
    localStorage.setItem('park.counter.v0', JSON.stringify({ count: 9, tags: [] }));
    localStorage.setItem('park.other.v0', 'kept');
    const events: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => events.push(e));
    const store = make(2);
    sub.unsubscribe();
    expect(store.get()).toEqual({ count: 0, tags: [] });
    expect(localStorage.getItem('park.counter.v0')).toBeNull();
    expect(localStorage.getItem('park.other.v0')).toBe('kept');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('park.counter.v0'));
    expect(events).toEqual([{ type: 'toast:requested', message: STORAGE_UPGRADE_NOTICE, variant: 'info' }]);
  });

  it('says nothing when the older value held only the initial value', () => {
    localStorage.setItem('park.counter.v1', JSON.stringify({ count: 0, tags: [] }));
    const events: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => events.push(e));
    make(2);
    sub.unsubscribe();
    expect(localStorage.getItem('park.counter.v1')).toBeNull();
    expect(events).toEqual([]);
  });

  it('leaves a newer version alone: it belongs to a tab running a newer build', () => {
    localStorage.setItem('park.counter.v3', JSON.stringify({ count: 5, tags: [] }));
    make(2).set({ count: 1, tags: [] });
    expect(localStorage.getItem('park.counter.v3')).toBe(JSON.stringify({ count: 5, tags: [] }));
    expect(localStorage.getItem('park.counter.v2')).toBe(JSON.stringify({ count: 1, tags: [] }));
  });

  it('follows other tabs through the storage event', () => {
    const store = make();
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.count));
    const fire = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    fire('park.counter.v1', JSON.stringify({ count: 7, tags: [] }));
    expect(store.get().count).toBe(7);
    fire('park.unrelated.v1', JSON.stringify({ count: 8, tags: [] }));
    expect(store.get().count).toBe(7);
    fire('park.counter.v1', 'garbage');
    expect(store.get().count).toBe(0);
    fire('park.counter.v1', JSON.stringify({ count: 4, tags: [] }));
    fire('park.counter.v1', null); // removed in the other tab
    expect(seen).toEqual([0, 7, 0, 4, 0]);
  });

  it('works without any storage (disabled localStorage)', () => {
    const store = createPersistentStore<Counter>({
      name: 'counter',
      version: 1,
      initial: { count: 0, tags: [] },
      isValid: isCounter,
      storage: null,
    });
    store.update((d) => {
      d.count = 1;
    });
    expect(store.get().count).toBe(1);
    expect(localStorage.getItem('park.counter.v1')).toBeNull();
  });

  it('keeps working in memory when saving fails (quota exceeded)', () => {
    const store = make();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    store.set({ count: 2, tags: [] });
    setItem.mockRestore();
    expect(store.get().count).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not save'));
  });
});
