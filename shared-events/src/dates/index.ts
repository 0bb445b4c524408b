// shared-events/dates: the date helpers (moment-timezone, Europe/Paris). The pickers' provider: 'shared-events/date-pickers'.
// A shared module of its own (build/shared-modules.cjs), apart from the main entry: moment and its zone data
// (~21 KB gzip) load only on the pages that handle dates, not on every page of the site.
import moment from 'moment-timezone';

// The pickers' AdapterMoment (adapterLocale="fr") reads the French locale from the page's moment. moment loads
// it itself (its locale folder, cut to French by the build preset, travels in the `moment` share's own chunk).
// No `import 'moment/locale/fr'` here: that file requires '../moment' by a relative path, which no share
// matches, so it brought a second, private copy of moment (~20 KB gzip) into this module's chunk.
moment.locale('fr');

export {
  PARIS_TZ,
  DATE_FORMAT,
  TIME_FORMAT,
  parisNow,
  toParis,
  formatDate,
  formatTime,
  parisInstant,
} from '../format/date';
export type { DateInput } from '../format/date';
// The lines a basket page shows (spec §4), also in the main entry's basket rule (they need no moment).
export { dropPastLines, lineStart, shownLines } from '../basket/shown-lines';
