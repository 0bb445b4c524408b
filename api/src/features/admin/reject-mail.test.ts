import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listOutbox, readOutboxMessage } from '../../mail';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { requestRejectedMail } from '../company-requests/mails';
import { registerCompany } from '../users/test-helpers';
import { AdminCommandError, directCommands } from './commands';

notePostgresSkipped();

const SUBJECT = "Votre demande de compte entreprise n'a pas été acceptée";

describe('the refusal e-mail of a company request', () => {
  it('says it politely, with the park’s name and phone, escaped in the HTML', () => {
    const mail = requestRejectedMail('cse@x.fr', 'CSE <Bis>', { name: 'Parc 360', phone: '04 72 00 00 00' });
    expect(mail).toMatchObject({ to: 'cse@x.fr', subject: SUBJECT });
    expect(mail.text).toContain("votre demande de compte entreprise de CSE <Bis> n'a pas pu être acceptée");
    expect(mail.text).toContain('contactez-nous par téléphone au 04 72 00 00 00');
    expect(mail.text).toContain("L'équipe Parc 360");
    expect(mail.html).toContain('CSE &lt;Bis&gt;');
    expect(mail.html).toContain('Parc 360 — Compte entreprise');
  });
});

describe.each(testDatabases())('rejecting a company request on %s', (kind) => {
  let ctx: TestContext;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-outbox-'));
    ctx = await createTestApp(kind, { outboxDir, parkName: 'Parc Lumière', parkPhone: '04 78 12 34 56' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('tells the company once, through the outbox', async () => {
    const company = await registerCompany(ctx.app, 'CSE Sans Suite');
    const commands = directCommands(ctx.app.db, ctx.app.config);
    expect(await commands.reject(company.id)).toEqual({
      id: company.id,
      companyName: 'CSE Sans Suite',
      email: company.email,
      mailError: null,
    });
    await expect(commands.reject(company.id)).rejects.toBeInstanceOf(AdminCommandError);

    const refusals = (await listOutbox(outboxDir)).filter((e) => e.to.includes(company.email) && e.subject === SUBJECT);
    expect(refusals).toHaveLength(1);
    const mail = await readOutboxMessage(outboxDir, refusals[0]!.id);
    expect(mail?.text).toContain('CSE Sans Suite');
    expect(mail?.text).toContain('04 78 12 34 56');
    expect(mail?.text).toContain("L'équipe Parc Lumière");
  });

  it('still deletes the request when the e-mail cannot go out, and says why', async () => {
    const company = await registerCompany(ctx.app, 'CSE Hors Ligne');
    const config = { ...ctx.app.config, smtpUrl: 'smtp://127.0.0.1:1' };
    const rejected = await directCommands(ctx.app.db, config).reject(company.id);
    expect(rejected.mailError).toEqual(expect.any(String));
    await expect(directCommands(ctx.app.db, config).reject(company.id)).rejects.toBeInstanceOf(AdminCommandError);
  });
});
