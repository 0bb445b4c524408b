import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { barZones, clients } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/** The domain of the zones' fixed accounts: reserved, no visitor may register or take an address in it. */
export const ZONE_ACCOUNT_DOMAIN = 'tables.parc360.fr';

/** The address of a zone's fixed account (never signed in with a password: only paired tablets use it). */
export function zoneAccountEmail(zoneId: number): string {
  return `zone-${zoneId}@${ZONE_ACCOUNT_DOMAIN}`;
}

/** Whether an address is in the zones' reserved domain (or one of its subdomains), whatever its case. */
export function isZoneAccountAddress(email: string): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain === ZONE_ACCOUNT_DOMAIN || domain.endsWith(`.${ZONE_ACCOUNT_DOMAIN}`);
}

/** The zone's address is held by an account that is not a zone account (a person's): the zone is not signed in. */
export const ZONE_ACCOUNT_TAKEN =
  'Le compte des tablettes de cette zone est indisponible : son adresse est utilisée par un autre compte. Prévenez l’équipe du parc.';

type AccountRow = Pick<
  typeof clients.$inferSelect,
  'id' | 'type' | 'passwordHash' | 'companyStatus' | 'companyLogin' | 'companyAccessHash'
>;

/**
 * A zone's own account, as this module creates it: an individual (0) nobody can sign in to (no password, no company
 * identifier or access code). A registered client always has a password, so a person's account never passes: the
 * zone never adopts it, nor keeps one that has since been given a way to sign in (its holder would read every
 * guest's orders).
 */
export function isZoneAccount(row: AccountRow): boolean {
  return (
    row.type === 0 &&
    row.passwordHash === null &&
    row.companyStatus === null &&
    row.companyLogin === null &&
    row.companyAccessHash === null
  );
}

const accountColumns = {
  id: clients.id,
  type: clients.type,
  passwordHash: clients.passwordHash,
  companyStatus: clients.companyStatus,
  companyLogin: clients.companyLogin,
  companyAccessHash: clients.companyAccessHash,
};

function taken(): HttpError {
  return new HttpError(409, ZONE_ACCOUNT_TAKEN, 'ZONE_ACCOUNT_TAKEN');
}

/**
 * The zone's fixed client account (spec §4: 'Snacking zones sign in automatically with a fixed per-zone
 * client account'), created once when missing; safe from several processes (zone row lock, unique e-mail).
 * Null for an unknown zone. 409 (`ZONE_ACCOUNT_TAKEN`) when the zone's address, or the account the zone names,
 * is a person's account: it is never adopted.
 */
export async function zoneClient(db: Db, zoneId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [zone] = await tx.select().from(barZones).where(eq(barZones.id, zoneId)).for('update');
    if (!zone) return null;
    if (zone.clientId !== null) {
      const [linked] = await tx.select(accountColumns).from(clients).where(eq(clients.id, zone.clientId));
      if (!linked || !isZoneAccount(linked)) throw taken();
      return zone.clientId;
    }
    const email = zoneAccountEmail(zoneId);
    await tx
      .insert(clients)
      .values({ type: 0, firstName: 'Tablettes', lastName: zone.name, email })
      .onConflictDoNothing();
    // The row just inserted, or the one already holding the address: the zone's own only if nobody can sign in to it
    // (a zone row made again over an account the zone had before).
    const [client] = await tx
      .select(accountColumns)
      .from(clients)
      .where(eq(sql`lower(${clients.email})`, email));
    if (!client) throw new Error(`zone account ${email} not created`);
    if (!isZoneAccount(client)) throw taken();
    await tx.update(barZones).set({ clientId: client.id }).where(eq(barZones.id, zoneId));
    return client.id;
  });
}

/**
 * Gives every zone its account (the seed; idempotent). A zone whose address a person's account holds is left
 * without (its tablets' sign-in answers 409 until the team frees the address) and said through `warn`; the others
 * are still given theirs. Answers how many zones were given an account.
 */
export async function seedZoneAccounts(
  db: Db,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<number> {
  const missing = await db
    .select({ id: barZones.id })
    .from(barZones)
    .where(isNull(barZones.clientId))
    .orderBy(asc(barZones.id));
  let given = 0;
  for (const zone of missing) {
    try {
      if ((await zoneClient(db, zone.id)) !== null) given += 1;
    } catch (err) {
      if (!(err instanceof HttpError) || err.code !== 'ZONE_ACCOUNT_TAKEN') throw err;
      warn(`bar zone ${zone.id}: ${zoneAccountEmail(zone.id)} is held by a person's account; the zone has none`);
    }
  }
  return given;
}
