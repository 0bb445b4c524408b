import { readBirthdayDraft, readChildDraft } from './birthday-draft';

describe('the birthday child form read back from the session', () => {
  it('keeps each field only when the form could hold it', () => {
    expect(readBirthdayDraft({ nom: 'Léa', age: '7', gateau: '2', commentaires: 'Sans noix' })).toEqual({
      nom: 'Léa',
      age: '7',
      gateau: '2',
      commentaires: 'Sans noix',
    });
    expect(readBirthdayDraft({ nom: 'Léa', age: '-1', gateau: '99', commentaires: 'x'.repeat(301) })).toEqual({
      nom: 'Léa',
    });
    expect(readBirthdayDraft({ nom: 'x'.repeat(41), age: 7 })).toBeUndefined();
    expect(readBirthdayDraft('Léa')).toBeUndefined();
  });

  it('reads a confirmed form only when it is valid, its cake named by the park', () => {
    expect(readChildDraft({ nom: 'Léa', age: '7', gateau: '2' })).toEqual({
      nom: 'Léa',
      age: 7,
      gateaux: { id: 2, name: 'Fraisier' },
      commentaires: '',
    });
    expect(readChildDraft({ nom: 'Léa', age: '0', gateau: '2' })).toBeNull();
    expect(readChildDraft({ nom: 'Léa', age: '7' })).toBeNull();
    expect(readChildDraft(undefined)).toBeNull();
  });
});
