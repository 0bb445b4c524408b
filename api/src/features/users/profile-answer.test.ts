import { eq } from 'drizzle-orm';
import { articles, clients, orderLines, orders, subscriptions } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { freshAddress, registerAndSignIn, registerCompany } from './test-helpers';
import { approveCompany } from './company-approval';

notePostgresSkipped();

const MISSING = 'Vous devez remplir tous les champs obligatoire pour envoyer votre demande.';
const DAY_MS = 24 * 3600 * 1000;

describe.each(testDatabases())('PUT /api/users/{id}: its answer and its required fields, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  type Who = { id: number; headers: Record<string, string>; password: string };
  const put = (me: Who, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      headers: me.headers,
      payload: { currentPassword: me.password, ...payload },
      remoteAddress: freshAddress(),
    });
  const get = (me: Who) => ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: me.headers });
  const row = async (id: number) => (await ctx.app.db.select().from(clients).where(eq(clients.id, id)))[0];

  /** A running 360 Family Club membership, as a paid order leaves it. */
  const joinClub = async (clientId: number) => {
    const [article] = await ctx.app.db.insert(articles).values({ name: '360 FAMILY CLUB' }).returning();
    const [order] = await ctx.app.db
      .insert(orders)
      .values({ reference: `club-${clientId}`, clientId, totalCents: 5000, email: 'club@exemple.fr' })
      .returning();
    const [line] = await ctx.app.db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        position: 1,
        articleId: article!.id,
        label: '360 FAMILY CLUB',
        qty: 1,
        unitPriceCents: 5000,
        originalUnitPriceCents: 5000,
      })
      .returning();
    await ctx.app.db.insert(subscriptions).values({
      clientId,
      orderLineId: line!.id,
      articleId: article!.id,
      accessLabel: '360 FAMILY CLUB',
      kind: 'family-club',
      months: 12,
      startsAt: new Date(Date.now() - DAY_MS),
      endsAt: new Date(Date.now() + 300 * DAY_MS),
    });
  };

  it('answers a club member the same user as GET: badge and member prices kept', async () => {
    const me = await registerAndSignIn(ctx.app);
    await joinClub(me.id);
    const res = await put(me, { firstName: 'Camila', contactSMS: 0 });
    expect(res.statusCode).toBe(200);
    const after = (await get(me)).json();
    expect(after).toMatchObject({ firstName: 'Camila', clubMember: true, clubUntil: expect.stringMatching(/^\d{4}-/) });
    expect(res.json().user).toEqual(after);
  });

  it('answers a non-member clubMember false, as GET does', async () => {
    const me = await registerAndSignIn(ctx.app);
    const res = await put(me, { lastName: 'Durand' });
    expect(res.json().user).toEqual((await get(me)).json());
    expect(res.json().user).toMatchObject({ clubMember: false, clubUntil: null });
  });

  it.each([
    ['firstName', ''],
    ['lastName', '   '],
    ['email', ''],
    ['mobilePhone', ''],
    ['firstName', null],
    ['mobilePhone', null],
  ])('refuses %s sent as %j (the profile form’s message), and changes nothing', async (field, value) => {
    const me = await registerAndSignIn(ctx.app);
    const before = await row(me.id);
    const res = await put(me, { city: 'Ailleurs', [field]: value });
    expect([res.statusCode, res.json().message]).toEqual([400, MISSING]);
    expect(await row(me.id)).toEqual(before);
  });

  it('keeps the fields not sent, and lets an optional field be emptied', async () => {
    const me = await registerAndSignIn(ctx.app, { address: '1 rue des Lilas' });
    const res = await put(me, { address: '', birthday: null });
    expect(res.statusCode).toBe(200);
    expect(await row(me.id)).toMatchObject({
      firstName: 'Camille',
      lastName: 'Martin',
      mobilePhone: '0612345678',
      address: null,
      birthday: null,
    });
  });

  it('requires of a company the fields of the company form', async () => {
    const company = await registerCompany(ctx.app, 'Blank SA');
    const { accessCode } = await approveCompany(ctx.app.db, company.id);
    expect(accessCode).toEqual(expect.any(String));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: company.email, password: 'motdepasseCSE' },
      remoteAddress: freshAddress(),
    });
    const me = {
      id: company.id,
      headers: { authorization: `Bearer ${signIn.json().token}` },
      password: 'motdepasseCSE',
    };
    for (const field of ['lastName', 'secondName', 'address', 'identificationNumber', 'mobilePhone']) {
      const res = await put(me, { [field]: ' ' });
      expect([field, res.statusCode, res.json().message]).toEqual([field, 400, MISSING]);
    }
    // A company has no first name on its form: not required.
    expect((await put(me, { firstName: '' })).statusCode).toBe(200);
  });
});
