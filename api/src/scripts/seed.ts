import { seedZoneAccounts } from '../features/bar/zone-account';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedPark } from '../seed/seed';
import { DEMO_ACCOUNTS, seedAccounts } from '../features/users/seed-accounts';
import { seedDemoSubscription } from '../features/subscriptions/seed-demo';

/** `pnpm --filter api seed`: loads the demonstration park into an empty database and rolls the planning forward. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await seedPark(database.db);
    await seedAccounts(database.db);
    await seedDemoSubscription(database.db);
    await seedZoneAccounts(database.db);
    console.log(
      `Database ${database.kind}: catalogue ${report.catalogue ? 'loaded' : 'already present'}, ` +
        `bar ${report.bar ? 'loaded' : 'already present'}, promo codes ${report.promoCodes ? 'loaded' : 'already present'}, ` +
        `lookups ${report.lookups ? 'loaded' : 'already present'}, ${report.formulasRefreshed} formulas brought up to date, ` +
        `${report.slotsInserted} new planning slots; ` +
        `demonstration accounts ${DEMO_ACCOUNTS.individual.email}, ${DEMO_ACCOUNTS.company.email} and ${DEMO_ACCOUNTS.subscriber.email}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
