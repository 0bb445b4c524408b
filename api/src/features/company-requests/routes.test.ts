import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { listOutbox, readOutboxMessage } from '../../mail';
import { approveCompany, documentSummary, listPendingCompanies } from '../users/company-approval';
import { freshAddress, registerCompany } from '../users/test-helpers';
import { signDocumentsToken, verifyDocumentsToken } from './documents-token';
import { detectDocumentType, documentName } from './document-type';
import { PDF, sendDocuments, type DocumentPart } from './test-helpers';

notePostgresSkipped();

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d5c45a0000000049454e44ae426082',
  'hex',
);

describe('documents token and types', () => {
  it('signs for one client, for an hour', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const token = signDocumentsToken('s', 5, now);
    expect(verifyDocumentsToken('s', token, 5, now + 59 * 60 * 1000)).toBe(true);
    expect(verifyDocumentsToken('s', token, 6, now)).toBe(false);
    expect(verifyDocumentsToken('other', token, 5, now)).toBe(false);
    expect(verifyDocumentsToken('s', token, 5, now + 61 * 60 * 1000)).toBe(false);
    expect(verifyDocumentsToken('s', 'abc', 5, now)).toBe(false);
  });
  it('recognises PDF and images by their bytes, and cleans names', () => {
    expect(detectDocumentType(PDF)).toBe('application/pdf');
    expect(detectDocumentType(PNG)).toBe('image/png');
    expect(detectDocumentType(Buffer.from('<svg/>'))).toBeNull();
    expect(documentName('../../etc/kbis.pdf', 0, 'application/pdf')).toBe('kbis.pdf');
    expect(documentName('', 1, 'image/png')).toBe('document-2.png');
    expect(documentSummary({ name: 'kbis.pdf', mime: 'application/pdf', size: 2048 })).toBe('kbis.pdf (PDF, 2 Ko)');
  });
});

describe.each(testDatabases())('company requests on %s', (kind) => {
  let ctx: TestContext;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-outbox-'));
    ctx = await createTestApp(kind, { outboxDir } as never);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const send = (id: number, token: string, files: DocumentPart[]) => sendDocuments(ctx.app, id, token, files);

  it('acknowledges the request by e-mail and takes its documents, listed for staff', async () => {
    const company = await registerCompany(ctx.app, 'CSE Acier Rhône');
    expect(company.token).toMatch(/^\d+\./);
    const mails = (await listOutbox(outboxDir)).filter((e) => e.to.includes(company.email));
    expect(mails).toHaveLength(1);
    const mail = await readOutboxMessage(outboxDir, mails[0]!.id);
    expect(JSON.stringify(mail)).toContain('Votre demande de compte entreprise est bien reçue');
    expect(JSON.stringify(mail)).toContain('CSE Acier Rh');

    const res = await send(company.id, company.token, [
      { content: PDF, filename: 'kbis.pdf', type: 'application/pdf' },
      { content: PNG, filename: 'mandat.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().documents.map((d: { name: string; mime: string }) => [d.name, d.mime])).toEqual([
      ['kbis.pdf', 'application/pdf'],
      ['mandat.png', 'image/png'],
    ]);
    const pending = (await listPendingCompanies(ctx.app.db)).find((p) => p.id === company.id);
    expect(pending?.documents.map((d) => d.name)).toEqual(['kbis.pdf', 'mandat.png']);
    expect(pending?.documents[0]?.size).toBe(PDF.length);
  });

  it('refuses a wrong token, other types, too many or too large files, and an approved company', async () => {
    const company = await registerCompany(ctx.app, 'CSE Bornes');
    const other = await registerCompany(ctx.app, 'CSE Autre');
    const pdf = { content: PDF, filename: 'a.pdf', type: 'application/pdf' };
    expect((await send(company.id, other.token, [pdf])).statusCode).toBe(403);
    expect((await send(company.id, '', [pdf])).statusCode).toBe(403);
    const svg = await send(company.id, company.token, [
      { content: Buffer.from('<svg/>'), filename: 'a.pdf', type: 'application/pdf' },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Seuls les documents PDF ou les images JPEG, PNG ou WebP sont acceptés.');
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send(company.id, company.token, [{ ...pdf, content: big }])).statusCode).toBe(413);
    expect(
      (
        await send(
          company.id,
          company.token,
          Array.from({ length: 6 }, () => pdf),
        )
      ).statusCode,
    ).toBe(413);
    expect(
      (
        await send(
          company.id,
          company.token,
          Array.from({ length: 4 }, () => pdf),
        )
      ).statusCode,
    ).toBe(201);
    const sixth = await send(company.id, company.token, [pdf, pdf]);
    expect(sixth.statusCode).toBe(413);
    expect(sixth.json().message).toBe('Vous pouvez envoyer 5 documents au plus.');
    expect((await listPendingCompanies(ctx.app.db)).find((p) => p.id === company.id)?.documents).toHaveLength(4);

    await approveCompany(ctx.app.db, other.id);
    expect((await send(other.id, other.token, [pdf])).statusCode).toBe(409);
  });

  it('gives no documents token to individuals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: freshAddress(),
      payload: { type: 0, firstName: 'A', lastName: 'B', email: `ind-${Date.now()}@x.fr`, password: 'motdepasse1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().documentsToken).toBeUndefined();
  });
});
