import { counterUnit, counterWords } from './counter-unit';

it('counts boxes for karaoke and people for every other activity', () => {
  expect(counterUnit('karaoke')).toBe('boxes');
  for (const code of ['karting', 'bowling', 'trampoline', 'birthday', 'bar-games', 'virtual-reality', 'playground'])
    expect(counterUnit(code)).toBe('people');
  expect(counterUnit('')).toBe('people');
});

it('gives the planning page its words for each unit', () => {
  expect(counterWords('karaoke')).toEqual({
    label: 'Box',
    title: 'Nombre de box',
    free: ['box libre', 'box libres'],
  });
  expect(counterWords('karting')).toEqual({
    label: 'Participants',
    title: 'Nombre de personnes',
    free: ['place libre', 'places libres'],
  });
});
