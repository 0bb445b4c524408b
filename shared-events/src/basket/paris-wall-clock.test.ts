import moment from 'moment-timezone';
import { parisOffsetHours, parisWallClock } from './paris-wall-clock';

const HOUR = 3_600_000;
const FROM = Date.UTC(1996, 0, 1);
const TO = Date.UTC(2038, 0, 1);

describe('parisOffsetHours', () => {
  it("agrees with moment-timezone's Europe/Paris twice a day from 1996 to 2037, and every 5 minutes around each change", () => {
    const wrong: string[] = [];
    const check = (t: number) => {
      if (parisOffsetHours(t) * 60 !== moment.tz(t, 'Europe/Paris').utcOffset()) wrong.push(new Date(t).toISOString());
    };
    let changes = 0;
    for (let t = FROM; t < TO; t += 12 * HOUR) {
      check(t);
      if (moment.tz(t, 'Europe/Paris').utcOffset() === moment.tz(t + 12 * HOUR, 'Europe/Paris').utcOffset()) continue;
      changes += 1;
      for (let u = t; u <= t + 12 * HOUR; u += HOUR / 12) check(u);
    }
    expect(changes).toBe(2 * 42);
    expect(wrong).toEqual([]);
  });
});

describe('parisWallClock', () => {
  const viaMoment = (y: number, mo: number, d: number, h: number, mi: number) =>
    moment.tz(`${y}-${mo}-${d} ${h}:${mi}`, 'YYYY-M-D H:m', true, 'Europe/Paris').valueOf();

  it('reads every quarter hour of every changeover day, and of ordinary days, as moment-timezone does', () => {
    const wrong: string[] = [];
    for (let year = 1996; year < 2038; year += 1) {
      const days = [3, 10].map((month): [number, number] => {
        const last = new Date(Date.UTC(year, month, 0));
        return [month, last.getUTCDate() - last.getUTCDay()];
      });
      const ordinary: Array<[number, number]> = [
        [1, 15],
        [7, 1],
        [12, 31],
      ];
      for (const [month, day] of [...days, ...ordinary]) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const [h, mi] = [Math.floor(minutes / 60), minutes % 60];
          const ours = parisWallClock(year, month, day, h, mi)?.getTime();
          if (ours !== viaMoment(year, month, day, h, mi)) wrong.push(`${year}-${month}-${day} ${h}:${mi}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is null for impossible dates and times', () => {
    expect(parisWallClock(2026, 2, 29)).toBeNull();
    expect(parisWallClock(2026, 13, 1)).toBeNull();
    expect(parisWallClock(2026, 4, 31)).toBeNull();
    expect(parisWallClock(2026, 4, 30, 24, 0)).toBeNull();
    expect(parisWallClock(2026, 4, 30, 10, 60)).toBeNull();
    expect(parisWallClock(2028, 2, 29)?.toISOString()).toBe('2028-02-28T23:00:00.000Z');
  });
});
