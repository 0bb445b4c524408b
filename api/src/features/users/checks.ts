import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, civilities, clients } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { isZoneAccountAddress } from '../bar/zone-account';
import { clean, type ClientRow } from './model';
import { normalizePhone } from '../../shared/phone';
import { isValidEmail, messages, parseBirthday, PASSWORD_MIN_LENGTH } from './rules';

/** The largest id a lookup row can have (PostgreSQL integer). */
const MAX_ID = 2147483647;
/** The company civility (spec §6: 'type 2, civility ETS'). */
const COMPANY_CIVILITY = 'ETS';

export async function findClient(db: Db, id: number): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new HttpError(404, messages.userNotFound);
  return row;
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const sameEmail = sql`lower(${clients.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(exceptId === undefined ? sameEmail : and(sameEmail, ne(clients.id, exceptId)));
  return row !== undefined;
}

export function checkEmail(email: string): string {
  const value = email.trim();
  if (!isValidEmail(value)) throw new HttpError(400, messages.badEmail);
  return value;
}

/**
 * Refuses (400, spec's 'Adresse email est invalide') an address of the bar zones' reserved domain: the zones' own
 * accounts live there, and a person holding one of them would read every guest's orders of that zone.
 */
export function refuseZoneAddress(email: string): void {
  if (isZoneAccountAddress(email)) throw new HttpError(400, messages.badEmail);
}

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new HttpError(400, messages.shortPassword);
}

export function checkBirthday(value: string | null | undefined): string | null | undefined {
  const v = clean(value);
  if (v === undefined || v === null) return v;
  const day = parseBirthday(v);
  if (!day) throw new HttpError(400, messages.badBirthday);
  return day;
}

/** A phone number in its stored form (shared/phone.ts `normalizePhone`), 400 when it does not fit the mask; blank is null. */
export function checkPhone(value: string | null | undefined): string | null | undefined {
  const v = clean(value);
  if (v === undefined || v === null) return v;
  const phone = normalizePhone(v);
  if (phone === null) throw new HttpError(400, messages.badPhone);
  return phone;
}

/**
 * The lookup ids a profile names exist (GET /api/city, GET /api/civility), and a civility fits the account: ETS
 * (company) for a company account (type 2) and for it only. Null or absent ids are not checked (no civility, no town).
 */
export async function checkLookups(
  db: Db,
  accountType: number,
  ids: { idCiv?: number | null; idVil?: number | null },
): Promise<void> {
  const known = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
  if (ids.idVil !== undefined && ids.idVil !== null) {
    const [city] = known(ids.idVil)
      ? await db.select({ id: cities.id }).from(cities).where(eq(cities.id, ids.idVil))
      : [];
    if (!city) throw new HttpError(400, messages.unknownCity);
  }
  if (ids.idCiv !== undefined && ids.idCiv !== null) {
    const [civility] = known(ids.idCiv)
      ? await db.select({ label: civilities.label }).from(civilities).where(eq(civilities.id, ids.idCiv))
      : [];
    if (!civility) throw new HttpError(400, messages.unknownCivility);
    if ((civility.label === COMPANY_CIVILITY) !== (accountType === 2))
      throw new HttpError(400, messages.civilityMismatch);
  }
}
