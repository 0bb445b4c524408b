import { daysFrom, openingRules, slotsForDay } from './opening-hours';
import { activitySeeds } from './park-activities';
import { subFormulaSeeds } from './park-lookups';
import { formulaSeeds, offerSeeds } from './park-offers';

const saturday = { year: 2026, month: 3, day: 28 };
const dstSunday = { year: 2026, month: 3, day: 29 };
const monday = { year: 2026, month: 3, day: 30 };
const autumnSunday = { year: 2026, month: 10, day: 25 };

describe('opening hours', () => {
  it('opens karting every 20 minutes, from 10:00 at weekends and 14:00 on weekdays, last start 21:40', () => {
    const sat = slotsForDay(openingRules.karting!, saturday);
    expect(sat).toHaveLength(36);
    expect(sat[0]!.startsAt.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(sat.at(-1)!.startsAt.toISOString()).toBe('2026-03-28T20:40:00.000Z');
    expect(sat[0]!.endsAt.getTime() - sat[0]!.startsAt.getTime()).toBe(15 * 60_000);
    expect(slotsForDay(openingRules.karting!, monday)).toHaveLength(24);
  });

  it('keeps Paris wall-clock times on DST days (10:00 is 08:00 UTC after the spring change, 09:00 after the autumn one)', () => {
    expect(slotsForDay(openingRules.trampoline!, dstSunday)[0]!.startsAt.toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(slotsForDay(openingRules.trampoline!, autumnSunday)[0]!.startsAt.toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
    expect(slotsForDay(openingRules.trampoline!, dstSunday)).toHaveLength(10);
  });

  it('runs bowling until midnight: the 23:00 game ends at 00:00 the next day', () => {
    const last = slotsForDay(openingRules.bowling!, saturday).at(-1)!;
    expect(last.startsAt.toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(last.endsAt.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('opens birthdays on Wednesdays and weekends only, events on Friday and Saturday nights', () => {
    expect(slotsForDay(openingRules.birthday!, monday)).toEqual([]);
    expect(slotsForDay(openingRules.birthday!, saturday)).toHaveLength(3);
    expect(slotsForDay(openingRules.birthday!, monday)).toHaveLength(0);
    expect(slotsForDay(openingRules.events!, saturday)).toHaveLength(1);
    expect(slotsForDay(openingRules.events!, dstSunday)).toEqual([]);
  });

  it('has no planning for activities sold without slots', () => {
    for (const code of ['company', 'subscription', 'family-club', 'snacking'])
      expect(openingRules[code]).toBeUndefined();
  });

  it('opens the events room on New Year’s Eve whatever the weekday (the Réveillon’s date)', () => {
    const eve = { year: 2026, month: 12, day: 31 }; // a Thursday
    const slots = slotsForDay(openingRules.events!, eve);
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-12-31T19:00:00.000Z']);
    expect(slotsForDay(openingRules.events!, { year: 2026, month: 12, day: 30 })).toEqual([]);
    const reveillon = formulaSeeds.find((f) => f.name === 'RÉVEILLON DU NOUVEL AN')!;
    expect(reveillon.date).toBe('2026-12-31T20:00');
  });

  it('gives every birthday slot a slot of each linked activity at the sub-formula offset', () => {
    const codeOfFormula = (fid: number) => {
      const formula = formulaSeeds.find((f) => f.fid === fid)!;
      const offer = offerSeeds.find((o) => o.oid === formula.oid)!;
      return activitySeeds.find((a) => a.aid === offer.aid)!.code;
    };
    let checked = 0;
    for (const day of daysFrom({ year: 2026, month: 3, day: 23 }, 14)) {
      const birthdayCode = codeOfFormula(subFormulaSeeds[0]!.annivFormule);
      for (const birthday of slotsForDay(openingRules[birthdayCode]!, day)) {
        for (const link of subFormulaSeeds) {
          const linked = slotsForDay(openingRules[codeOfFormula(link.linkedFormule)]!, day);
          const at = birthday.startsAt.getTime() + link.start * 60_000;
          expect({
            link: link.id,
            at: new Date(at).toISOString(),
            found: linked.some((s) => s.startsAt.getTime() === at),
          }).toEqual({ link: link.id, at: new Date(at).toISOString(), found: true });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
