import type { Db } from '../../db/client';
import { parisIso } from '../catalog/format';
import { clubMembershipEnd } from '../subscriptions/club';
import { toUser, type ClientRow, type User } from './model';

/**
 * The client as GET /api/users/{id} answers it: the profile and the running 360 Family Club membership (badge,
 * member prices). PUT /api/users/{id} answers the same: the account area stores that answer as the current user,
 * and a member would otherwise lose the member price in the basket (and payment refuse the total).
 */
export function userWithClub(row: ClientRow, clubEnd: Date | null): User {
  return { ...toUser(row), clubMember: clubEnd !== null, clubUntil: clubEnd ? parisIso(clubEnd) : null };
}

/** `userWithClub` with the membership read now. */
export async function readUser(db: Db, row: ClientRow, now: Date = new Date()): Promise<User> {
  return userWithClub(row, await clubMembershipEnd(db, row.id, now));
}
