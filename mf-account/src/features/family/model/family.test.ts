import type { CurrentUser } from 'shared-events';
import type { FamilyMember } from '../api/family-api';
import { addedMembers, membersSentence, responsibleMember, suggestedFamilyName } from './family';

const user = {
  id: 4,
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@example.fr',
  mobilePhone: '0612345678',
  birthday: '1990-06-15',
} as CurrentUser;
const member = (id: number, over: Partial<FamilyMember> = {}): FamilyMember => ({
  id,
  idClient: null,
  idClientFamily: 1,
  firstName: 'X',
  lastName: 'Y',
  idParam: 3,
  email: null,
  phone: null,
  birthday: null,
  responsible: false,
  idCiv: null,
  age: null,
  ...over,
});

describe('family model', () => {
  it('makes the client the responsible first member', () => {
    expect(responsibleMember(user)).toEqual({
      idClient: 4,
      responsible: true,
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'jean@example.fr',
      phone: '0612345678',
      birthday: '1990-06-15',
    });
    expect(responsibleMember({ ...user, birthday: '1990-06-15T00:00:00+02:00' }).birthday).toBe('1990-06-15');
  });
  it('sends the phone as the 10 digits the API checks', () => {
    expect(responsibleMember({ ...user, mobilePhone: '+33 6 12 34 56 78' }).phone).toBe('0612345678');
    expect(responsibleMember({ ...user, mobilePhone: '06.12.34.56.78' }).phone).toBe('0612345678');
    expect(responsibleMember({ ...user, mobilePhone: null }).phone).toBeNull();
  });
  it("makes a company's manager the responsible member (a company has no first name nor birthday)", () => {
    const company = {
      id: 8,
      type: 2,
      firstName: null,
      secondName: 'Jeanne Durand',
      lastName: 'CSE Démo Industries',
      email: 'cse@exemple.fr',
      mobilePhone: '04 78 00 00 00',
      birthday: null,
    } as CurrentUser;
    expect(responsibleMember(company)).toEqual({
      idClient: 8,
      responsible: true,
      firstName: 'Jeanne',
      lastName: 'Durand',
      email: 'cse@exemple.fr',
      phone: '0478000000',
      birthday: null,
    });
    expect(responsibleMember({ ...company, secondName: 'Jeanne' })).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'CSE Démo Industries',
    });
    expect(responsibleMember({ ...company, secondName: 'Jean-Pierre de La Tour' })).toMatchObject({
      firstName: 'Jean-Pierre',
      lastName: 'de La Tour',
    });
    expect(suggestedFamilyName(company)).toBe('CSE Démo Industries');
  });
  it('lists the members other than the client', () => {
    expect(
      addedMembers(
        [member(1, { idClient: 4, responsible: true }), member(2), member(3, { idClient: 9, responsible: true })],
        4,
      ).map((m) => m.id),
    ).toEqual([2, 3]);
  });
  it('suggests the last name as family name', () => {
    expect(suggestedFamilyName(user)).toBe('Dupont');
    expect(suggestedFamilyName(null)).toBe('');
  });
});

describe('membersSentence', () => {
  it('names the members added so far, none before the first', () => {
    expect(membersSentence([])).toBeNull();
    expect(membersSentence(['Léa Dupont'])).toBe('Votre famille compte Léa Dupont.');
    expect(membersSentence(['Léa Dupont', 'Marie Dupont', 'Hugo Dupont'])).toBe(
      'Votre famille compte Léa Dupont, Marie Dupont et Hugo Dupont.',
    );
  });
});
