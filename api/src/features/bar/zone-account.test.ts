import { eq, sql } from 'drizzle-orm';
import { barTables, barZones, clients } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { hashSecret } from '../auth/password';
import { freshAddress, individual, registerAndSignIn } from '../users/test-helpers';
import {
  isZoneAccountAddress,
  seedZoneAccounts,
  ZONE_ACCOUNT_TAKEN,
  zoneAccountEmail,
  zoneClient,
} from './zone-account';

notePostgresSkipped();

const BAD_EMAIL = 'Adresse email est invalide';

/**
 * A zone's tablets sign in with the zone's own account (spec §4). A person holding the zone's address
 * (zone-N@tables.parc360.fr) must never become that account: they would read every guest's orders of the zone.
 */
describe.each(testDatabases())('bar zone accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const newZone = async (name = 'Zone') => {
    const [zone] = await ctx.app.db.insert(barZones).values({ name }).returning();
    const [table] = await ctx.app.db.insert(barTables).values({ zoneId: zone!.id, name: 'Table 1' }).returning();
    return { zone: zone!.id, table: table!.id };
  };
  const zoneRow = async (id: number) => (await ctx.app.db.select().from(barZones).where(eq(barZones.id, id)))[0];
  /** A person's account (with a password) holding an address: what a registration made before this fix left. */
  const personHolding = async (email: string) => {
    const [row] = await ctx.app.db
      .insert(clients)
      .values({ type: 0, firstName: 'Intrus', lastName: 'Malin', email, passwordHash: await hashSecret('motdepasse1') })
      .returning({ id: clients.id });
    return row!.id;
  };
  /** The zone sign-in of a tablet paired (by the staff) with the zone's table. */
  const zoneSignIn = async (place: { zone: number; table: number }) => {
    const staff = await ctx.app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar360' } });
    const tablet = await ctx.app.inject({
      method: 'POST',
      url: '/api/bar/tablets',
      headers: { authorization: `Bearer ${staff.json().token}` },
      payload: place,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/bar/zone-signin',
      headers: { 'x-tablet-token': tablet.json().token },
    });
  };

  it('knows the reserved domain, whatever the case, subdomains included', () => {
    expect(isZoneAccountAddress(zoneAccountEmail(3))).toBe(true);
    expect(isZoneAccountAddress(' Zone-1@TABLES.Parc360.fr ')).toBe(true);
    expect(isZoneAccountAddress('x@a.tables.parc360.fr')).toBe(true);
    expect(isZoneAccountAddress('zone-1@parc360.fr')).toBe(false);
    expect(isZoneAccountAddress('zone-1@nottables.parc360.fr')).toBe(false);
  });

  it('refuses to register an address of the reserved domain', async () => {
    const { zone } = await newZone();
    for (const email of [zoneAccountEmail(zone), `ZONE-${zone}@Tables.Parc360.FR`, 'moi@bar.tables.parc360.fr']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: individual({ email }),
        remoteAddress: freshAddress(),
      });
      expect([res.statusCode, res.json().message]).toEqual([400, BAD_EMAIL]);
    }
    const [held] = await ctx.app.db
      .select({ id: clients.id })
      .from(clients)
      .where(sql`lower(${clients.email}) like '%tables.parc360.fr'`);
    expect(held).toBeUndefined();
  });

  it('refuses a profile change to an address of the reserved domain', async () => {
    const { zone } = await newZone();
    const me = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      headers: me.headers,
      payload: { email: zoneAccountEmail(zone), currentPassword: me.password },
      remoteAddress: freshAddress(),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, BAD_EMAIL]);
    const [row] = await ctx.app.db.select({ email: clients.email }).from(clients).where(eq(clients.id, me.id));
    expect(row?.email).toBe(me.email);
  });

  it('signs a zone in with an account of its own, that nobody can sign in to', async () => {
    const place = await newZone('Terrasse');
    const res = await zoneSignIn(place);
    expect(res.statusCode).toBe(200);
    const [account] = await ctx.app.db.select().from(clients).where(eq(clients.id, res.json().clientId));
    expect(account).toMatchObject({ email: zoneAccountEmail(place.zone), passwordHash: null, type: 0 });
    expect((await zoneRow(place.zone))?.clientId).toBe(account?.id);
    expect((await zoneSignIn(place)).json().clientId).toBe(account?.id);
  });

  it('never adopts a person’s account holding the zone’s address: the sign-in is refused (409)', async () => {
    const place = await newZone();
    const intruder = await personHolding(zoneAccountEmail(place.zone));
    const res = await zoneSignIn(place);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ZONE_ACCOUNT_TAKEN });
    expect((await zoneRow(place.zone))?.clientId).toBeNull();
    // Nor does the intruder's sign-in give the zone's orders: the zone has no account at all.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: zoneAccountEmail(place.zone), password: 'motdepasse1' },
      remoteAddress: freshAddress(),
    });
    expect(signIn.json().id).toBe(intruder);
  });

  it('refuses a zone still linked to a person’s account (adopted before this fix)', async () => {
    const { zone } = await newZone();
    const intruder = await personHolding(zoneAccountEmail(zone));
    await ctx.app.db.update(barZones).set({ clientId: intruder }).where(eq(barZones.id, zone));
    await expect(zoneClient(ctx.app.db, zone)).rejects.toMatchObject({ statusCode: 409, message: ZONE_ACCOUNT_TAKEN });
  });

  it('gives back its own account to a zone row made again (the account without any way to sign in)', async () => {
    const { zone } = await newZone();
    const first = await zoneClient(ctx.app.db, zone);
    await ctx.app.db.update(barZones).set({ clientId: null }).where(eq(barZones.id, zone));
    expect(await zoneClient(ctx.app.db, zone)).toBe(first);
  });

  it('seeds every zone it can, and says which zone’s address a person holds', async () => {
    const taken = await newZone('Prise');
    const free = await newZone('Libre');
    await personHolding(zoneAccountEmail(taken.zone));
    const warnings: string[] = [];
    const given = await seedZoneAccounts(ctx.app.db, (message) => warnings.push(message));
    expect(given).toBeGreaterThanOrEqual(1);
    expect((await zoneRow(taken.zone))?.clientId).toBeNull();
    expect((await zoneRow(free.zone))?.clientId).toEqual(expect.any(Number));
    expect(warnings.some((w) => w.includes(zoneAccountEmail(taken.zone)))).toBe(true);
  });
});
