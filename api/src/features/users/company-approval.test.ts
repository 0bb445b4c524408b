import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { clients } from '../../db/schema';
import {
  ApprovalError,
  approvalMail,
  approveCompany,
  companyLoginFor,
  generateAccessCode,
  listPendingCompanies,
  rejectCompany,
} from './company-approval';
import { DEMO_ACCOUNTS, seedAccounts } from './seed-accounts';
import { freshAddress, registerCompany } from './test-helpers';

notePostgresSkipped();

describe('access codes', () => {
  it('are 10 characters from the unambiguous alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateAccessCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{10}$/);
    expect(companyLoginFor(42)).toBe('CSE00042');
  });
});

describe.each(testDatabases())('company approval and demo accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress: freshAddress(),
    });

  it('lists pending companies, approves one with an identifier and an access code that then sign in', async () => {
    const acme = await registerCompany(ctx.app, 'Acme');
    const pending = await listPendingCompanies(ctx.app.db);
    expect(pending.find((p) => p.id === acme.id)).toMatchObject({
      companyName: 'Acme',
      manager: 'Jeanne Durand',
      email: acme.email,
    });

    const approval = await approveCompany(ctx.app.db, acme.id);
    expect(approval).toMatchObject({ id: acme.id, login: companyLoginFor(acme.id), email: acme.email });
    const [row] = await ctx.app.db.select().from(clients).where(eq(clients.id, acme.id));
    expect(row).toMatchObject({ companyStatus: 'approved', companyLogin: approval.login });
    expect(row!.companyAccessHash).toMatch(/^scrypt\$/);
    expect(row!.companyAccessHash).not.toContain(approval.accessCode);
    expect((await listPendingCompanies(ctx.app.db)).some((p) => p.id === acme.id)).toBe(false);

    const byCode = await signIn(approval.login.toLowerCase(), approval.accessCode);
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({ id: acme.id, clientId: acme.id, type: 2 });
    expect((await signIn(approval.login, 'mauvaiscode')).statusCode).toBe(401);
    // Once approved, the e-mail and password of the registration work too.
    expect((await signIn(acme.email, 'motdepasseCSE')).statusCode).toBe(200);

    const user = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${acme.id}`,
      headers: { authorization: `Bearer ${byCode.json().token}` },
    });
    expect(user.json()).toMatchObject({
      type: 2,
      companyStatus: 'approved',
      companyLogin: approval.login,
      lastName: 'Acme',
    });

    await expect(approveCompany(ctx.app.db, acme.id)).rejects.toThrow(ApprovalError);
    const mail = approvalMail(approval, 'https://parc.example');
    expect(mail.to).toBe(acme.email);
    expect(mail.text).toContain(approval.login);
    expect(mail.text).toContain(approval.accessCode);
    // The company sign-in (login mode 4) on the account entry.
    expect(mail.html).toContain('href="https://parc.example/?mode=4"');
  });

  it('rejects a pending company by deleting the request, freeing its e-mail', async () => {
    const shady = await registerCompany(ctx.app, 'Shady');
    await rejectCompany(ctx.app.db, shady.id);
    expect(await ctx.app.db.select().from(clients).where(eq(clients.id, shady.id))).toHaveLength(0);
    await expect(rejectCompany(ctx.app.db, shady.id)).rejects.toThrow(ApprovalError);
  });

  it('refuses to approve or reject what is not a pending company', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: freshAddress(),
      payload: {
        firstName: 'Paul',
        lastName: 'Simple',
        email: `paul-${Date.now()}@exemple.fr`,
        password: 'motdepasse360',
      },
    });
    const id = res.json().id as number;
    await expect(approveCompany(ctx.app.db, id)).rejects.toThrow(/Aucun compte entreprise/);
    await expect(rejectCompany(ctx.app.db, id)).rejects.toThrow(ApprovalError);
    await expect(approveCompany(ctx.app.db, 99999999)).rejects.toThrow(ApprovalError);
    expect(await ctx.app.db.select().from(clients).where(eq(clients.id, id))).toHaveLength(1);
  });

  it('approves a company once when two approvals race', async () => {
    const race = await registerCompany(ctx.app, 'Race');
    const results = await Promise.allSettled([
      approveCompany(ctx.app.db, race.id),
      approveCompany(ctx.app.db, race.id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('seeds the demonstration accounts once, and they sign in', async () => {
    const first = await seedAccounts(ctx.app.db);
    const second = await seedAccounts(ctx.app.db);
    expect(second).toEqual(first);
    const { individual, company } = DEMO_ACCOUNTS;
    const demo = await signIn(individual.email, individual.password);
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({ id: first.individualId, type: 0 });
    const cse = await signIn(company.login, company.accessCode);
    expect(cse.statusCode).toBe(200);
    expect(cse.json()).toMatchObject({ id: first.companyId, type: 2 });
    expect((await signIn(company.email, company.password)).statusCode).toBe(200);
  });
});
