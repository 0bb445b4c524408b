import { toParis, type DateInput } from 'shared-events/dates';

export interface PaidTime {
  /** « 14:32 » today, « 28/11 14:32 » another day (Europe/Paris). */
  text: string;
  /** Paid before today (Paris): an order still waiting from then is late. */
  earlierDay: boolean;
}

/** The time an order card shows: its Paris time, with its day when it was not paid today. */
export function paidTime(paidAt: DateInput, now: DateInput): PaidTime {
  const paid = toParis(paidAt);
  const today = toParis(now).startOf('day');
  const sameDay = paid.isSame(today, 'day');
  return { text: paid.format(sameDay ? 'HH:mm' : 'DD/MM HH:mm'), earlierDay: paid.isBefore(today) };
}

/** The next Paris midnight after `now` (epoch ms): today's orders become an earlier day's. */
export function nextParisMidnight(now: DateInput): number {
  return toParis(now).add(1, 'day').startOf('day').valueOf();
}
