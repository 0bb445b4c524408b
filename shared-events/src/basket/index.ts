// The basket's place rule and the lines a basket page shows, past lines dropped (no moment: Paris times are read by
// `parisWallClock`, so that the site's header counts the lines the basket page shows).
export { basketPathOf, filterForPlace, isSnackingLine, tablePlaceOf, type SnackingPlace } from './basket-place';
export { dropPastLines, lineStart, shownLines } from './shown-lines';
