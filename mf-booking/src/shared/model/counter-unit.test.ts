import { counterUnit, counterWords } from './counter-unit';

it("counts what the catalogue says the activity's counter counts, whatever its code", () => {
  expect(counterUnit({ counterUnit: 'boxes' })).toBe('boxes');
  expect(counterUnit({ counterUnit: 'people' })).toBe('people');
  // An activity the park sells by the box from now on: the site follows the catalogue, not a code it knows.
  const lanes = { code: 'bowling', counterUnit: 'boxes' };
  const singers = { code: 'karaoke', counterUnit: 'people' };
  expect(counterUnit(lanes)).toBe('boxes');
  expect(counterUnit(singers)).toBe('people');
});

it('counts people when a stored or older answer says nothing the site knows', () => {
  expect(counterUnit({})).toBe('people');
  expect(counterUnit({ counterUnit: null })).toBe('people');
  expect(counterUnit({ counterUnit: 'lanes' })).toBe('people');
  expect(counterUnit(undefined)).toBe('people');
});

it('gives the planning page its words for each unit', () => {
  expect(counterWords({ counterUnit: 'boxes' })).toEqual({
    label: 'Box',
    title: 'Nombre de box',
    free: ['box libre', 'box libres'],
    count: ['box', 'box'],
  });
  expect(counterWords({ counterUnit: 'people' })).toEqual({
    label: 'Participants',
    title: 'Nombre de personnes',
    free: ['place libre', 'places libres'],
    count: ['participant', 'participants'],
  });
});
