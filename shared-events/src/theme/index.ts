export { parkTheme, parkColors } from './park-theme';
export { createParkEmotionCache, SITE_CACHE_KEY } from './emotion-cache';
export { ParkProviders } from './park-providers';
export type { ParkProvidersProps } from './park-providers';
export { accessibleColor, textOn, TEXT_CONTRAST, visuallyHidden } from './contrast';
