import type { CurrentUser } from 'shared-events';
import type { FamilyMember, MemberBody } from '../api/family-api';

/** The family's first member: the signed-in client, responsible for the family. */
export function responsibleMember(user: CurrentUser): MemberBody {
  return {
    idClient: user.id,
    responsible: true,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.mobilePhone,
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
