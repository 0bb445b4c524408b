export { bus, createBus } from './bus';
export type { Bus } from './bus';
export type { ParkEvent, ParkEventType, ParkEventOf, ToastVariant } from './events';
export { requestToast, requestNavigation } from './helpers';
