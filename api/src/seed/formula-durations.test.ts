import { formulaSeeds } from './park-offers';

/** The duration a formula's name states ('SESSION 10 MIN', '2 SESSIONS DE 10 MIN', 'TRAMPOLINE 2H', '1 HEURE'), or null. */
function statedMinutes(name: string): number | null {
  const sessions = /(\d+) SESSIONS DE (\d+) MIN/.exec(name);
  if (sessions) return Number(sessions[1]) * Number(sessions[2]);
  const minutes = /(\d+) MIN\b/.exec(name);
  if (minutes) return Number(minutes[1]);
  const hours = /(\d+) ?(?:H|HEURES?)\b/.exec(name);
  return hours ? Number(hours[1]) * 60 : null;
}

describe('the formula cards’ durations (the caption beside the name)', () => {
  it('say what the name says (no « SESSION 10 MIN · 15 min »)', () => {
    const stated = formulaSeeds.filter((f) => statedMinutes(f.name) !== null && f.code === null);
    expect(stated.length).toBeGreaterThan(10);
    for (const formula of stated)
      expect([formula.name, formula.durationMinutes]).toEqual([formula.name, statedMinutes(formula.name)]);
  });

  it('leave out the duration of what is not sold by the session (subscriptions, the club, the duo pack)', () => {
    for (const formula of formulaSeeds.filter((f) =>
      ['subscription', 'family-club', 'duo-pack'].includes(f.code ?? ''),
    ))
      expect([formula.name, formula.durationMinutes]).toEqual([formula.name, 0]);
  });
});
