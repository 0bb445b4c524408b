import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { barZones, clients } from '../../db/schema';

/** The address of a zone's fixed account (never signed in with a password: only paired tablets use it). */
export function zoneAccountEmail(zoneId: number): string {
  return `zone-${zoneId}@tables.parc360.fr`;
}

/**
 * The zone's fixed client account (spec §4: 'Snacking zones sign in automatically with a fixed per-zone
 * client account'), created once when missing; safe from several processes (zone row lock, unique e-mail).
 * Null for an unknown zone.
 */
export async function zoneClient(db: Db, zoneId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [zone] = await tx.select().from(barZones).where(eq(barZones.id, zoneId)).for('update');
    if (!zone) return null;
    if (zone.clientId !== null) return zone.clientId;
    const email = zoneAccountEmail(zoneId);
    await tx
      .insert(clients)
      .values({ type: 0, firstName: 'Tablettes', lastName: zone.name, email })
      .onConflictDoNothing();
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(sql`lower(${clients.email})`, email));
    if (!client) throw new Error(`zone account ${email} not created`);
    await tx.update(barZones).set({ clientId: client.id }).where(eq(barZones.id, zoneId));
    return client.id;
  });
}

/** Gives every zone its account (the seed; idempotent). */
export async function seedZoneAccounts(db: Db): Promise<number> {
  const missing = await db
    .select({ id: barZones.id })
    .from(barZones)
    .where(isNull(barZones.clientId))
    .orderBy(asc(barZones.id));
  for (const zone of missing) await zoneClient(db, zone.id);
  return missing.length;
}
