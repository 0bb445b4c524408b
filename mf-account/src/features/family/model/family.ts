import type { CurrentUser } from 'shared-events';
import { phoneDigits } from '../../../shared/forms/model/phone';
import type { FamilyMember, MemberBody } from '../api/family-api';

/** Company accounts (user type 2): their person is the CSE manager (secondName), their last name the company's. */
const COMPANY_TYPE = 2;

/**
 * The person of the account: an individual's first and last names; a company's manager, whose name is one field
 * ('Jeanne Durand': first word, then the rest; a single word is followed by the company's name).
 */
function personOf(user: CurrentUser): { firstName: string | null; lastName: string | null } {
  const manager = user.secondName?.trim();
  if (Number(user.type) !== COMPANY_TYPE || user.firstName?.trim() || !manager) {
    return { firstName: user.firstName, lastName: user.lastName };
  }
  const [first = manager, ...rest] = manager.split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : user.lastName };
}

/**
 * The family's first member: the signed-in client, responsible for the family, as their account describes them. The
 * API requires names, e-mail and phone (its 10 digits); the birthday goes when the account has one (a company's has
 * none), and no relation (the account's holder has none to themself).
 */
export function responsibleMember(user: CurrentUser): MemberBody {
  return {
    idClient: user.id,
    responsible: true,
    ...personOf(user),
    email: user.email,
    phone: phoneDigits(user.mobilePhone) || null,
    birthday: user.birthday ? user.birthday.slice(0, 10) : null,
  };
}

/** Members other than the client (the list shown under the form). */
export function addedMembers(members: readonly FamilyMember[], clientId: number): FamilyMember[] {
  return members.filter((m) => !(m.responsible && m.idClient === clientId));
}

/** The family name proposed first: the client's last name. */
export function suggestedFamilyName(user: Pick<CurrentUser, 'lastName'> | null): string {
  return user?.lastName?.trim() ?? '';
}

/** Who is in the family so far, in one sentence (the family-done prompt); null before the first member. */
export function membersSentence(members: readonly string[]): string | null {
  if (members.length === 0) return null;
  if (members.length === 1) return `Votre famille compte ${members[0]}.`;
  return `Votre famille compte ${members.slice(0, -1).join(', ')} et ${members.at(-1)}.`;
}
