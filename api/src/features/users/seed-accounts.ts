import { eq, ne, sql, asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { civilities, clients } from '../../db/schema';
import { hashSecret } from '../auth/password';

/** The demonstration accounts (documented in docs/decisions/0003-accounts-and-tokens.md). */
export const DEMO_ACCOUNTS = {
  individual: { email: 'demo@parc360.fr', password: 'motdepasse360' },
  company: { email: 'cse-demo@parc360.fr', password: 'motdepasse360', login: 'CSEDEMO', accessCode: 'acces360' },
  /** Holds the 3-month no-limit subscription in its third month: the one a client may cancel (subscriptions/seed-demo). */
  subscriber: { email: 'abonne@parc360.fr', password: 'motdepasse360' },
} as const;

async function civilityId(db: Db, company: boolean): Promise<number | null> {
  const [row] = await db
    .select({ id: civilities.id })
    .from(civilities)
    .where(company ? eq(civilities.label, 'ETS') : ne(civilities.label, 'ETS'))
    .orderBy(asc(civilities.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Creates the two demonstration accounts when absent (idempotent, safe to run concurrently): an
 * individual client and an approved company. Answers their ids.
 */
export async function seedAccounts(db: Db): Promise<{ individualId: number; companyId: number }> {
  const { individual, company } = DEMO_ACCOUNTS;
  await db
    .insert(clients)
    .values({
      type: 0,
      idCiv: await civilityId(db, false),
      firstName: 'Alex',
      lastName: 'Démo',
      birthday: '1988-06-21',
      email: individual.email,
      mobilePhone: '0612345678',
      passwordHash: await hashSecret(individual.password),
      address: '1 allée du Parc',
      city: 'Lyon',
    })
    .onConflictDoNothing();
  await db
    .insert(clients)
    .values({
      type: 2,
      idCiv: await civilityId(db, true),
      lastName: 'CSE Démo Industries',
      secondName: 'Claire Démo',
      email: company.email,
      mobilePhone: '0478000000',
      passwordHash: await hashSecret(company.password),
      address: '10 rue de la République, 69001 Lyon',
      identificationNumber: '55210055400013',
      companyStatus: 'approved',
      companyLogin: company.login,
      companyAccessHash: await hashSecret(company.accessCode),
    })
    .onConflictDoNothing();
  const byEmail = async (email: string) => {
    const [row] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(sql`lower(${clients.email}) = lower(${email})`);
    if (!row) throw new Error(`demo account ${email} missing after seeding`);
    return row.id;
  };
  return { individualId: await byEmail(individual.email), companyId: await byEmail(company.email) };
}
