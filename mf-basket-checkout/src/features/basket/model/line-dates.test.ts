import { packDates } from './line-dates';

describe('packDates', () => {
  it('names every slot of a duo pack, and nothing for a line of one slot', () => {
    const dates = [
      { name: 'KARTING', day: '05/12/2026', houre: '14:00', idPlanning: 1, select: '2026-12-05T14:00:00+01:00' },
      { name: 'BOWLING', day: '05/12/2026', houre: '15:00', idPlanning: 2, select: '2026-12-05T15:00:00+01:00' },
    ];
    expect(packDates({ dates })).toEqual(['KARTING : 05/12/2026 à 14:00', 'BOWLING : 05/12/2026 à 15:00']);
    expect(packDates({ dates: dates.slice(0, 1) })).toEqual([]);
    expect(packDates({})).toEqual([]);
  });
});
