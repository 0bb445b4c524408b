import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { listOutbox, readOutboxMessage } from '../../mail';
import { approveCompany } from '../users/company-approval';
import { AdminCommandError, directCommands } from '../admin/commands';
import { registerCompany } from '../users/test-helpers';
import { DOCUMENTS_LINK_SECONDS, documentsSecret, signDocumentsToken, verifyDocumentsToken } from './documents-token';
import { documentsLink, requestReceivedMail } from './mails';
import { sendDocuments } from './test-helpers';

notePostgresSkipped();

const DAY = 24 * 60 * 60 * 1000;

describe('the documents link of the acknowledgement e-mail', () => {
  it('opens the account entry’s company documents mode with the client and its token', () => {
    expect(documentsLink('https://parc.example', '1.abc', 42)).toBe(
      'https://parc.example/?mode=5&idClient=42&token=1.abc',
    );
  });
  it('is signed for a week, for one client', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const token = signDocumentsToken('s', 5, now, DOCUMENTS_LINK_SECONDS);
    expect(verifyDocumentsToken('s', token, 5, now + 6 * DAY)).toBe(true);
    expect(verifyDocumentsToken('s', token, 6, now + DAY)).toBe(false);
    expect(verifyDocumentsToken('s', token, 5, now + 7 * DAY + 1000)).toBe(false);
  });
  it('says its validity, in the text and the HTML (escaped)', () => {
    const mail = requestReceivedMail('a@b.fr', 'CSE <Test>', 'Parc 360', 'https://p.fr/?mode=5&idClient=1&token=t');
    expect(mail.text).toContain('(valable 7 jours) :\nhttps://p.fr/?mode=5&idClient=1&token=t');
    expect(mail.html).toContain('href="https://p.fr/?mode=5&amp;idClient=1&amp;token=t"');
    expect(mail.html).toContain('lien valable 7 jours');
    expect(mail.html).toContain('CSE &lt;Test&gt;');
  });
});

describe.each(testDatabases())('sending the documents later on %s', (kind) => {
  let ctx: TestContext;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-outbox-'));
    ctx = await createTestApp(kind, { outboxDir, accountUrl: 'https://parc.example' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  /** The link of the acknowledgement e-mail sent to this address. */
  async function mailedLink(email: string): Promise<URL> {
    const [entry] = (await listOutbox(outboxDir)).filter((e) => e.to.includes(email));
    const mail = await readOutboxMessage(outboxDir, entry!.id);
    const link = /https:\/\/parc\.example\/\?mode=5\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    return new URL(link!);
  }
  const send = (id: number, token: string) => sendDocuments(ctx.app, id, token);

  it('mails a link valid a week that takes the documents while the request is pending', async () => {
    const company = await registerCompany(ctx.app, 'CSE Plus Tard');
    const link = await mailedLink(company.email);
    expect(link.searchParams.get('idClient')).toBe(String(company.id));
    const token = link.searchParams.get('token')!;
    const secret = await documentsSecret(ctx.app.db);
    expect(verifyDocumentsToken(secret, token, company.id, Date.now() + 6 * DAY)).toBe(true);
    expect(verifyDocumentsToken(secret, company.token, company.id, Date.now() + 2 * 60 * 60 * 1000)).toBe(false);

    const res = await send(company.id, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().documents).toHaveLength(1);
  });

  it('refuses the link once the request is approved or rejected', async () => {
    const approved = await registerCompany(ctx.app, 'CSE Validee');
    const approvedToken = (await mailedLink(approved.email)).searchParams.get('token')!;
    await approveCompany(ctx.app.db, approved.id);
    const late = await send(approved.id, approvedToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Cette demande de compte entreprise n'est plus en attente.");

    const rejected = await registerCompany(ctx.app, 'CSE Refusee');
    const rejectedToken = (await mailedLink(rejected.email)).searchParams.get('token')!;
    await directCommands(ctx.app.db, ctx.app.config).reject(rejected.id);
    expect((await send(rejected.id, rejectedToken)).statusCode).toBe(409);
  });

  it('lets the staff send a pending company a new link (admin documents-link), and only a pending one', async () => {
    const company = await registerCompany(ctx.app, 'CSE Lien Perdu');
    const commands = directCommands(ctx.app.db, ctx.app.config, () => new Date(Date.now() + DAY));
    expect(await commands.sendDocumentsLink(company.id)).toEqual({
      id: company.id,
      email: company.email,
      companyName: 'CSE Lien Perdu',
      mailError: null,
    });
    const mails = (await listOutbox(outboxDir)).filter((e) => e.to.includes(company.email));
    expect(mails).toHaveLength(2);
    const newest = mails.sort((a, b) => (a.id < b.id ? 1 : -1))[0]!;
    const text = (await readOutboxMessage(outboxDir, newest.id))?.text ?? '';
    const token = new URL(/https:\/\/parc\.example\/\?mode=5\S+/.exec(text)![0]).searchParams.get('token')!;
    // Signed from the command's clock: still valid 7 days after it, not 8.
    const secret = await documentsSecret(ctx.app.db);
    expect(verifyDocumentsToken(secret, token, company.id, Date.now() + 7.5 * DAY)).toBe(true);
    expect(verifyDocumentsToken(secret, token, company.id, Date.now() + 8.5 * DAY)).toBe(false);
    expect((await send(company.id, token)).statusCode).toBe(201);

    await approveCompany(ctx.app.db, company.id);
    await expect(commands.sendDocumentsLink(company.id)).rejects.toThrow(AdminCommandError);
    await expect(commands.sendDocumentsLink(999999)).rejects.toThrow('Aucun compte entreprise n°999999.');
  });
});
