// Money formatting only: the date helpers are the 'shared-events/dates' entry (they bring moment).
export { formatMoney, roundEuros } from './money';
export { counterLabel } from './counter-label';
export { isRouteId } from './route-id';
export { hasArticle } from './has-article';
export { isEmail } from './email';
