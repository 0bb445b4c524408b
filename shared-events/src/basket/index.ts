// The basket's place rule (no clock, no moment); the lines a basket page shows, past lines dropped, are
// `shownLines` in the 'shared-events/dates' entry (src/dates).
export { basketPathOf, filterForPlace, isSnackingLine, tablePlaceOf, type SnackingPlace } from './basket-place';
