import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, clients } from '../../db/schema';
import type { InvoiceBuyerSnapshot } from '../../db/schema/sales';

const filled = (s: string | null | undefined) => s?.trim() || null;

/**
 * The buyer as the account says it now: name (a company's name is its last name), postal address lines (street,
 * complement, then the city list's postal code and town, else the town typed) and a company's registration number;
 * `email` is the one the order used. Copied onto the order at settlement (`orders.buyer`), and read again only for an
 * order settled before that copy existed (decision 0056). Null for an unknown account.
 */
export async function readAccountBuyer(
  db: Pick<Db, 'select'>,
  clientId: number,
  email: string,
): Promise<InvoiceBuyerSnapshot | null> {
  const [row] = await db
    .select({
      firstName: clients.firstName,
      lastName: clients.lastName,
      type: clients.type,
      address: clients.address,
      address1: clients.address1,
      city: clients.city,
      postalCode: cities.postalCode,
      town: cities.name,
      registrationNumber: clients.identificationNumber,
    })
    .from(clients)
    .leftJoin(cities, eq(cities.id, clients.idVil))
    .where(eq(clients.id, clientId));
  if (!row) return null;
  const town = row.town ? filled(`${row.postalCode ?? ''} ${row.town}`) : filled(row.city);
  return {
    type: row.type,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim(),
    address: [filled(row.address), filled(row.address1), town].filter((l): l is string => l !== null),
    registrationNumber: row.type === 2 ? filled(row.registrationNumber) : null,
    email,
  };
}
