/**
 * What an activity's counter counts. Karaoke sells boxes (spec §9: 'karaoke 1-6 boxes'); every other activity counts
 * people. Said once here for the counter's label, the section's title, the slot list's free places and the basket
 * line's unit.
 */
export type CounterUnit = 'boxes' | 'people';

export function counterUnit(activityCode: string): CounterUnit {
  return activityCode === 'karaoke' ? 'boxes' : 'people';
}

/** The words the planning page uses for that unit. */
export interface CounterWords {
  /** The counter's label. */
  label: string;
  /** The title of the section that holds the counter. */
  title: string;
  /** A slot's free count: one, many ('1 place libre', '12 places libres'). */
  free: readonly [string, string];
}

const WORDS: Readonly<Record<CounterUnit, CounterWords>> = {
  people: { label: 'Participants', title: 'Nombre de personnes', free: ['place libre', 'places libres'] },
  boxes: { label: 'Box', title: 'Nombre de box', free: ['box libre', 'box libres'] },
};

export function counterWords(activityCode: string): CounterWords {
  return WORDS[counterUnit(activityCode)];
}
