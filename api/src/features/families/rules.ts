import { HttpError } from '../../plugins/errors';
import { isEmail } from '../../shared/email';
import { normalizePhone } from '../../shared/phone';
import { clean } from '../users/model';
import { messages, parseBirthday } from '../users/rules';
import { FAMILY_LABEL_MAX, familyMessages, MEMBER_AGE_MAX, MEMBER_AGE_MIN, type MemberInput } from './model';

export interface MemberValues {
  firstName?: string;
  lastName?: string;
  idParam?: number | null;
  idCiv?: number | null;
  email?: string | null;
  phone?: string | null;
  birthday?: string | null;
  age?: number | null;
  responsible?: boolean;
}

/**
 * What is checked, by who the member is (spec §5):
 * - 'holder': the signed-in client as their family's first, responsible member (`POST /api/clientFamily` naming
 *   them in `idClient`), described from their own account: names, e-mail and phone required. An account has no
 *   relation to itself, and a company's has no birthday: both are checked when sent, not required.
 * - 'entered': a member typed in one of the family forms (`POST /api/clientFamilyDetail`, or a first member who is
 *   not the client): relation, first and last name, e-mail and phone required, and either the birthday (the family
 *   registration's form) or the civility and the age (the account's member form).
 * - 'update': only the fields sent change; the ones every member has (names, e-mail, phone) cannot be cleared,
 *   the others can (null).
 */
export type MemberKind = 'holder' | 'entered' | 'update';

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/** The fields the member must hold once created (or keep, on update): 400 with the spec's message when one is absent. */
function assertRequired(input: MemberInput, kind: MemberKind, texts: Record<string, string | null | undefined>): void {
  const always = [texts.firstName, texts.lastName, texts.email, texts.phone];
  if (kind === 'update') {
    // Sent empty or null: cleared, which these fields cannot be.
    if (always.some((value) => value === null)) throw new HttpError(400, messages.missingFields);
    return;
  }
  let complete = always.every(given);
  if (kind === 'entered') {
    const registration = given(texts.birthday);
    const memberForm = given(input.idCiv) && given(input.age);
    complete = complete && given(input.idParam) && (registration || memberForm);
  }
  if (!complete) throw new HttpError(400, messages.missingFields);
}

/**
 * Checks and normalises member fields (see MemberKind for what is required). Formats: e-mail (the API's one shape),
 * phone (spec §5 mask, stored as its 10 digits), birthday (a real day earlier than now), age (a whole number, at
 * least 1). Whether the relation and the civility name listed values is the repository's check (knownLookups).
 * Who is responsible for the family is set when the member is created and never changed by an update.
 */
export function memberValues(input: MemberInput, kind: MemberKind, now: Date = new Date()): MemberValues {
  const texts = {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    email: clean(input.email),
    phone: clean(input.phone),
    birthday: clean(input.birthday),
  };
  assertRequired(input, kind, texts);
  const out: MemberValues = {};
  if (texts.firstName) out.firstName = texts.firstName;
  if (texts.lastName) out.lastName = texts.lastName;
  if (input.idParam !== undefined) out.idParam = input.idParam;
  if (input.idCiv !== undefined) out.idCiv = input.idCiv;
  if (texts.email !== undefined) {
    if (texts.email !== null && !isEmail(texts.email)) throw new HttpError(400, messages.badEmail);
    out.email = texts.email;
  }
  if (texts.phone !== undefined) {
    const phone = texts.phone === null ? null : normalizePhone(texts.phone);
    if (texts.phone !== null && !phone) throw new HttpError(400, messages.badPhone);
    out.phone = phone;
  }
  if (texts.birthday !== undefined) {
    const day = texts.birthday === null ? null : parseBirthday(texts.birthday, now);
    if (texts.birthday !== null && !day) throw new HttpError(400, messages.badBirthday);
    out.birthday = day;
  }
  if (input.age !== undefined) {
    if (input.age !== null && !(Number.isInteger(input.age) && input.age >= MEMBER_AGE_MIN)) {
      throw new HttpError(400, familyMessages.badAge);
    }
    if (input.age !== null && input.age > MEMBER_AGE_MAX) throw new HttpError(400, familyMessages.ageTooHigh);
    out.age = input.age;
  }
  if (kind !== 'update') out.responsible = input.responsible ?? false;
  return out;
}

/** A family name: trimmed, 1 to FAMILY_LABEL_MAX characters. */
export function familyLabel(value: string): string {
  const label = value.trim().replace(/\s+/g, ' ');
  if (label.length === 0 || label.length > FAMILY_LABEL_MAX) throw new HttpError(400, familyMessages.badLabel);
  return label;
}
