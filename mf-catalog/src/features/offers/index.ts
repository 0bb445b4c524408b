// What the offers feature offers the area's other features: they import it from here, never from its folders.
export { findWebOffer } from './model/offers';
