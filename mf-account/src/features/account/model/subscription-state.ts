import type moment from 'moment-timezone';
import { parisNow, toParis } from 'shared-events/dates';
import type { Subscription } from '../api/account-api';

/**
 * The state 'Mes abonnements' shows for a subscription, by the Paris day against its period. The API gives the
 * period as Paris midnights: `start` is its first day, `end` the day one month (or its number of months) later,
 * from which it no longer runs (the API refuses its cancellation from that instant: 'Cet abonnement est terminé.',
 * and the family club membership stops then). A cancellation takes effect at once (the API sets `canceled`, the
 * warning says it can no longer be used, spec §4), so a cancelled subscription is 'Résilié', whatever its dates.
 */
export type SubscriptionState = 'upcoming' | 'active' | 'ended' | 'canceled';

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, string> = {
  upcoming: 'À venir',
  active: 'Actif',
  ended: 'Terminé',
  canceled: 'Résilié',
};

const DAY = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' of the Paris day of an instant; null when unreadable. */
function parisDay(value: string): string | null {
  try {
    return toParis(value).format(DAY);
  } catch {
    return null;
  }
}

/** The state of a subscription on the Paris day of `now`. An unreadable date bounds nothing. */
export function subscriptionState(
  subscription: Pick<Subscription, 'canceled' | 'start' | 'end'>,
  now: moment.Moment = parisNow(),
): SubscriptionState {
  if (subscription.canceled) return 'canceled';
  const today = toParis(now).format(DAY);
  const start = parisDay(subscription.start);
  const end = parisDay(subscription.end);
  if (start !== null && today < start) return 'upcoming';
  if (end !== null && today >= end) return 'ended';
  return 'active';
}
