/**
 * Local stand-in for the shared-events contract (common briefing, "Front-end contract"), used
 * only while shared-events does not export it yet. Same names and shapes, so the switch is a
 * one-line change in ./index.ts.
 */
import axios, { type AxiosInstance } from 'axios';
import { produce, type Draft } from 'immer';
import moment from 'moment-timezone';
import { useSyncExternalStore } from 'react';
import { BehaviorSubject, Subject, filter, type Observable } from 'rxjs';
import type { BasketState, SessionState, TransactionStatus } from './types';

export type ParkEvent =
  | { type: 'basket:changed'; lines: BasketState['lines'] }
  | { type: 'auth:signed-in'; session: SessionState }
  | { type: 'auth:signed-out' }
  | { type: 'auth:user-updated'; user: unknown }
  | { type: 'auth:session-expired' }
  | { type: 'navigation:requested'; to: string; replace?: boolean }
  | { type: 'toast:requested'; message: string; variant?: ToastVariant; durationMs?: number };

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

const events = new Subject<ParkEvent>();
export const bus = {
  events$: events.asObservable(),
  emit(event: ParkEvent): void {
    events.next(event);
  },
  on<T extends ParkEvent['type']>(type: T): Observable<Extract<ParkEvent, { type: T }>> {
    return events.pipe(filter((e): e is Extract<ParkEvent, { type: T }> => e.type === type));
  },
};

export function requestToast(message: string, variant?: ToastVariant, durationMs?: number): void {
  bus.emit({ type: 'toast:requested', message, variant, durationMs });
}

export function requestNavigation(to: string, options?: { replace?: boolean }): void {
  bus.emit({ type: 'navigation:requested', to, replace: options?.replace });
}

export interface Store<T> {
  state$: Observable<T>;
  get(): T;
  update(recipe: (draft: Draft<T>) => void): void;
  set(value: T): void;
  reset(): void;
}

function createStore<T>(key: string, initial: T): Store<T> {
  const read = (): T => {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw ? (JSON.parse(raw) as T) : initial;
    } catch {
      return initial;
    }
  };
  const subject = new BehaviorSubject<T>(read());
  const write = (value: T) => {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or unavailable: keep the in-memory value */
    }
    subject.next(value);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key) subject.next(read());
    });
  }
  return {
    state$: subject.asObservable(),
    get: () => subject.getValue(),
    update: (recipe) => write(produce(subject.getValue(), recipe)),
    set: write,
    reset: () => write(initial),
  };
}

export const basketStore = createStore<BasketState>('park.basket.v1', { lines: [], promoCodes: [], validated: false });
export const sessionStore = createStore<SessionState>('park.session.v1', {
  token: null,
  clientId: null,
  signInType: null,
  loginType: null,
  currentUser: null,
  ticketsEmail: null,
  returnTo: null,
});
export const transactionStore = createStore<TransactionStatus | null>('park.transaction.v1', null);
export const snackingAddressStore = createStore<string>('park.snacking-address.v1', '/');

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = store.state$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    store.get,
    store.get,
  );
}

export function createHttpClient(): AxiosInstance {
  const instance = axios.create({ baseURL: '/api' });
  instance.interceptors.request.use((config) => {
    const token = sessionStore.get().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) bus.emit({ type: 'auth:session-expired' });
    return Promise.reject(error);
  });
  return instance;
}
export const http = createHttpClient();

export const PARIS_TZ = 'Europe/Paris';
export const parisNow = () => moment.tz(PARIS_TZ);
export const formatDate = (x: moment.MomentInput) => moment.tz(x, PARIS_TZ).format('DD/MM/YYYY');
export const formatTime = (x: moment.MomentInput) => moment.tz(x, PARIS_TZ).format('HH:mm');
const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
export const formatMoney = (euros: number) => money.format(euros).replace(/\u202f|\u00a0/g, ' ');
