import { Observable, Subject, filter } from 'rxjs';
import type { ParkEvent, ParkEventOf, ParkEventType } from './events';

export interface Bus {
  /** Publishes an event to every area. */
  emit(event: ParkEvent): void;
  /** Every event, as it happens. */
  readonly events$: Observable<ParkEvent>;
  /** Events of one type. Toasts emitted while nobody listened are delivered to the first listener. */
  on<T extends ParkEventType>(type: T): Observable<ParkEventOf<T>>;
}

/** Types whose events are kept until someone listens (a notice raised at start-up must not be lost). */
const HELD_WHILE_UNHEARD: ReadonlySet<ParkEventType> = new Set<ParkEventType>(['toast:requested']);
const MAX_HELD = 20;

export function createBus(): Bus {
  const subject = new Subject<ParkEvent>();
  const listeners = new Map<ParkEventType, number>();
  const held: ParkEvent[] = [];

  const emit = (event: ParkEvent): void => {
    if (HELD_WHILE_UNHEARD.has(event.type) && !listeners.get(event.type)) {
      if (held.length < MAX_HELD) held.push(event);
    }
    subject.next(event);
  };

  const on = <T extends ParkEventType>(type: T): Observable<ParkEventOf<T>> =>
    new Observable<ParkEventOf<T>>((subscriber) => {
      listeners.set(type, (listeners.get(type) ?? 0) + 1);
      const subscription = subject
        .pipe(filter((event): event is ParkEventOf<T> => event.type === type))
        .subscribe(subscriber);
      for (let i = 0; i < held.length;) {
        const event = held[i]!;
        if (event.type === type) {
          held.splice(i, 1);
          subscriber.next(event as ParkEventOf<T>);
        } else i += 1;
      }
      return () => {
        subscription.unsubscribe();
        listeners.set(type, (listeners.get(type) ?? 1) - 1);
      };
    });

  return { emit, events$: subject.asObservable(), on };
}

const GLOBAL_KEY = '__parkBus__';

/**
 * The one bus of the page. shared-events is a federation singleton, so there is one module
 * instance; the global fallback still keeps one bus should two copies ever load.
 */
function pageBus(): Bus {
  const holder = globalThis as unknown as Record<string, Bus | undefined>;
  const existing = holder[GLOBAL_KEY];
  if (existing) return existing;
  const created = createBus();
  holder[GLOBAL_KEY] = created;
  return created;
}

export const bus: Bus = pageBus();
