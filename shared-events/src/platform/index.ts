export { AreaFallback, AREA_UNAVAILABLE, RETRY_LABEL } from './area-fallback';
export type { AreaFallbackProps } from './area-fallback';
export { AreaErrorBoundary } from './area-error-boundary';
export type { AreaErrorBoundaryProps } from './area-error-boundary';
export { BusToasts, DEFAULT_TOAST_MS, toastOptions } from './bus-toasts';
export { BusNavigation } from './bus-navigation';
export type { BusNavigationProps } from './bus-navigation';
export { mountStandalone, ownsPath } from './mount-standalone';
export type { StandaloneOptions } from './mount-standalone';
