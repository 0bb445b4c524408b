// What the bar feature offers the area's other features: they import it from here, never from its folders.
export { useZoneSessionRenewal, useZoneSignIn } from './hooks/use-zone-sign-in';
