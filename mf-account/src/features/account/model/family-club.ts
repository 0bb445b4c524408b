import moment from 'moment-timezone';
import type { Subscription } from '../api/account-api';

export const FAMILY_CLUB_BADGE = 'Membre 360 Family Club';

const isClub = (s: Subscription) =>
  s.kind === 'family-club' ||
  s.accessLabel
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .includes('FAMILY CLUB');

/** A member of the 360 Family Club holds a club membership, not cancelled, running now (spec §4). */
export function isFamilyClubMember(list: readonly Subscription[], now: moment.Moment = moment()): boolean {
  return list.some((s) => {
    if (s.canceled || !isClub(s)) return false;
    const start = moment.tz(s.start, 'Europe/Paris');
    const end = moment.tz(s.end, 'Europe/Paris');
    return start.isValid() && end.isValid() && !now.isBefore(start) && now.isBefore(end);
  });
}
