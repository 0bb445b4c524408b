import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { isZoneAccountAddress } from '../bar/zone-account';
import { clean, type ClientRow } from './model';
import { isValidEmail, messages, parseBirthday, PASSWORD_MIN_LENGTH } from './rules';

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
