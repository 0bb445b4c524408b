import { birthdayLinks, packSteps } from './booking-context';
import { activity, formula } from './test-fixtures';

const karting = activity({ aid: 2, name: 'KARTING', code: 'karting' });
const laser = activity({ aid: 3, name: 'LASER GAME', code: 'events' });
const formulas = [
  formula({ fid: 20, aid: 2, article: 200, name: 'KART 10 MIN' }),
  formula({ fid: 30, aid: 3, article: 300, name: 'LASER 20 MIN' }),
];

describe('duo pack steps', () => {
  it('follows relatedPack order through the formulas selling each article', () => {
    const pack = formula({ fid: 40, aid: 2, article: 400, code: 'duo-pack', relatedPack: '300,200' });
    expect(
      packSteps(pack, karting, formulas, [karting, laser]).map((s) => [s.name, s.activity.aid, s.formula?.fid]),
    ).toEqual([
      ['LASER GAME', 3, 30],
      ['KARTING', 2, 20],
    ]);
  });

  it('skips unknown articles and falls back to the own activity', () => {
    const pack = formula({ fid: 40, aid: 2, code: 'duo-pack', relatedPack: '999, x' });
    expect(packSteps(pack, karting, formulas, [karting, laser]).map((s) => s.name)).toEqual(['KARTING']);
  });
});

describe('birthday links', () => {
  it('maps the sub-formulas of the birthday to activities and offsets', () => {
    const subs = [
      { anniv_formule: 50, linked_formule: 20, start: 30 },
      { anniv_formule: 50, linked_formule: 30, start: 90 },
      { anniv_formule: 51, linked_formule: 30, start: 0 },
      { anniv_formule: 50, linked_formule: 999, start: 0 },
    ];
    expect(birthdayLinks(50, subs, formulas)).toEqual([
      { aid: 2, offsetMinutes: 30 },
      { aid: 3, offsetMinutes: 90 },
    ]);
    expect(birthdayLinks(52, subs, formulas)).toEqual([]);
  });
});
