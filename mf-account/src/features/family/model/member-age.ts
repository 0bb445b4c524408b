import moment from 'moment-timezone';
import { PARIS_TZ, parisNow } from 'shared-events/dates';
import type { FamilyMember } from '../api/family-api';

/**
 * Whole years since a birthday ('YYYY-MM-DD', as the API answers it), on today's date in Europe/Paris; null without
 * a birthday, or with one that is not a past day.
 */
export function ageFromBirthday(birthday: string | null | undefined, now: moment.Moment = parisNow()): number | null {
  if (!birthday) return null;
  const born = moment.tz(birthday.slice(0, 10), 'YYYY-MM-DD', true, PARIS_TZ);
  if (!born.isValid()) return null;
  const today = moment.tz(now.clone().tz(PARIS_TZ).format('YYYY-MM-DD'), 'YYYY-MM-DD', true, PARIS_TZ);
  return born.isAfter(today) ? null : today.diff(born, 'years');
}

/**
 * A member's age: the one typed in the account's member form, else the one their birthday gives (members added at
 * the family step, mode 2, have a birthday and no age).
 */
export function memberAge(member: Pick<FamilyMember, 'age' | 'birthday'>, now?: moment.Moment): number | null {
  return member.age ?? ageFromBirthday(member.birthday, now);
}

/**
 * How the family page says a member's age: '8 ans', '1 an'; a baby's, from the birthday, in months ('4 mois', 'moins
 * d'un mois'); null without an age.
 */
export function memberAgeLabel(
  member: Pick<FamilyMember, 'age' | 'birthday'>,
  now: moment.Moment = parisNow(),
): string | null {
  const age = memberAge(member, now);
  if (age === null) return null;
  if (age >= 1) return age === 1 ? '1 an' : `${age} ans`;
  const born = moment.tz(String(member.birthday).slice(0, 10), 'YYYY-MM-DD', true, PARIS_TZ);
  const months = moment
    .tz(now.clone().tz(PARIS_TZ).format('YYYY-MM-DD'), 'YYYY-MM-DD', true, PARIS_TZ)
    .diff(born, 'months');
  return months >= 1 ? `${months} mois` : "moins d'un mois";
}
