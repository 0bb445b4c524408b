import { lineDetail } from './details';

describe('lineDetail', () => {
  it('keeps a detail the title does not say, and drops one it already names (any case)', () => {
    expect(lineDetail({ label: 'BOWLING 1 PARTIE', description: 'Piste 2' })).toBe('Piste 2');
    expect(lineDetail({ label: 'KARTING ADULTE - SESSION 10 MIN', description: 'SESSION 10 MIN' })).toBeNull();
    expect(lineDetail({ label: 'KARTING ADULTE - SESSION 10 MIN', description: ' Session 10 min ' })).toBeNull();
    expect(lineDetail({ label: 'KARTING ADULTE', description: 'Avec équipement (charlotte et gants)' })).toBe(
      'Avec équipement (charlotte et gants)',
    );
    expect(lineDetail({ label: 'SOFT', description: '' })).toBeNull();
  });
});
