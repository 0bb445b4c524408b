export { PARIS_TZ, DATE_FORMAT, TIME_FORMAT, parisNow, toParis, formatDate, formatTime, parisInstant } from './date';
export type { DateInput } from './date';
export { formatMoney, roundEuros } from './money';
