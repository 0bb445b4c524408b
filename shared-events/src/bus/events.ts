import type { BasketLine, CurrentUser, SessionState } from '../types';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Every event that crosses areas. Add new ones here (a union keeps emitters and listeners typed). */
export type ParkEvent =
  | { type: 'basket:changed'; lines: BasketLine[] }
  | { type: 'auth:signed-in'; session: SessionState }
  | { type: 'auth:signed-out' }
  | { type: 'auth:user-updated'; user: CurrentUser }
  | { type: 'auth:session-expired' }
  | { type: 'navigation:requested'; to: string; replace?: boolean }
  | { type: 'toast:requested'; message: string; variant?: ToastVariant; durationMs?: number };

export type ParkEventType = ParkEvent['type'];
export type ParkEventOf<T extends ParkEventType> = Extract<ParkEvent, { type: T }>;
