import type { Db } from '../../db/client';
import { eventsAfter } from './orders';
import { appendBarEvent } from './record';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Two writers of the bar's feed, interleaved the way that lost events (PostgreSQL only: PGlite runs one transaction
 * at a time). A takes its event id and stays open; B takes the next id and commits (or, with the feed's lock, waits
 * for A); a screen reads the feed meanwhile and remembers the last id it saw; then A commits and the screen resumes
 * after that id, as a reconnection's Last-Event-ID does. Answers the writers the screen got, in the order it got them.
 */
export async function feedReadBetweenTwoWriters(db: Db, waitForB = 300): Promise<string[]> {
  const [start] = await db.transaction(async (tx) => [await appendBarEvent(tx, 'product', { writer: 'start' })]);
  let aAppended!: () => void;
  let aMayCommit!: () => void;
  const appended = new Promise<void>((resolve) => (aAppended = resolve));
  const mayCommit = new Promise<void>((resolve) => (aMayCommit = resolve));
  const a = db.transaction(async (tx) => {
    await appendBarEvent(tx, 'product', { writer: 'A' });
    aAppended();
    await mayCommit;
  });
  await appended;
  const b = db.transaction(async (tx) => {
    await appendBarEvent(tx, 'product', { writer: 'B' });
  });
  await Promise.race([b, pause(waitForB)]); // B commits, or waits for A
  const seen = await eventsAfter(db, start!);
  const last = seen.at(-1)?.id ?? start!;
  aMayCommit();
  await Promise.all([a, b]);
  const resumed = await eventsAfter(db, last);
  return [...seen, ...resumed].map((e) => String(e.payload.writer));
}
