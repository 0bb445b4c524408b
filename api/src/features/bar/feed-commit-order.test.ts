import { openTestDatabase, notePostgresSkipped, testDatabases } from '../../test/test-app';
import type { Database } from '../../db/client';
import { feedReadBetweenTwoWriters } from './feed-race';

notePostgresSkipped();

// Two transactions at once need PostgreSQL: PGlite runs one at a time, where the race cannot happen.
const kinds = testDatabases().filter((kind) => kind === 'postgres');

(kinds.length ? describe.each(kinds) : describe.skip.each(['postgres']))('the bar feed’s ids on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind as 'postgres'));
  });
  afterAll(() => drop());

  it('commit in their order: a screen resuming after the last id it saw misses no event committed later', async () => {
    // Old code: B got id n+1 and committed while A (id n) was open; the screen saw B, resumed after n+1, lost A.
    expect(await feedReadBetweenTwoWriters(database.db)).toEqual(['A', 'B']);
  });
});
