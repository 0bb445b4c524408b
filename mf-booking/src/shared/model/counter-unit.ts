import type { Activity } from './types';

/**
 * What an activity's counter counts, as the catalogue says it (the activity's `counterUnit`, the server's: the paid
 * line's unit and its tickets follow it). Karaoke sells boxes (spec §9: 'karaoke 1-6 boxes'); every other activity
 * counts people. Read once here for the counter's label, the section's title, the slot list's free places and the
 * basket line's unit.
 */
export type CounterUnit = Activity['counterUnit'];

/** The activity's unit; people when a stored or older answer says nothing the site knows. */
export function counterUnit(activity: { counterUnit?: string | null } | null | undefined): CounterUnit {
  return activity?.counterUnit === 'boxes' ? 'boxes' : 'people';
}

/** The words the planning page uses for that unit. */
export interface CounterWords {
  /** The counter's label. */
  label: string;
  /** The title of the section that holds the counter. */
  title: string;
  /** A slot's free count: one, many ('1 place libre', '12 places libres'). */
  free: readonly [string, string];
  /** A count shown without its counter (a duo pack's later steps): one, many ('1 participant', '2 box'). */
  count: readonly [string, string];
}

const WORDS: Readonly<Record<CounterUnit, CounterWords>> = {
  people: {
    label: 'Participants',
    title: 'Nombre de personnes',
    free: ['place libre', 'places libres'],
    count: ['participant', 'participants'],
  },
  boxes: { label: 'Box', title: 'Nombre de box', free: ['box libre', 'box libres'], count: ['box', 'box'] },
};

export function counterWords(activity: { counterUnit?: string | null } | null | undefined): CounterWords {
  return WORDS[counterUnit(activity)];
}
