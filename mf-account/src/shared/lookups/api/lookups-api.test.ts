import { personCivilities } from './lookups-api';

describe('personCivilities', () => {
  it('leaves the company civility out', () => {
    expect(
      personCivilities([
        { id: 1, label: 'M', name: 'Monsieur' },
        { id: 2, label: 'MME', name: 'Madame' },
        { id: 3, label: 'ets', name: 'Entreprise' },
        { id: 4, label: 'MLLE', name: '' },
      ]),
    ).toEqual([
      { id: 1, name: 'Monsieur' },
      { id: 2, name: 'Madame' },
      { id: 4, name: 'MLLE' },
    ]);
  });
});
