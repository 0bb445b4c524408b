import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, clients } from '../../db/schema';

/** The paying client's e-mail and billing address (for the gateway's 3-D Secure billing block). */
export async function loadPayer(db: Db, clientId: number) {
  const [row] = await db
    .select({
      email: clients.email,
      firstName: clients.firstName,
      lastName: clients.lastName,
      address: clients.address,
      address1: clients.address1,
      city: clients.city,
      postalCode: cities.postalCode,
      cityName: cities.name,
    })
    .from(clients)
    .leftJoin(cities, eq(cities.id, clients.idVil))
    .where(eq(clients.id, clientId));
  return row;
}

export type Payer = Awaited<ReturnType<typeof loadPayer>>;
