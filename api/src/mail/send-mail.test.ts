import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { asFrenchDocument, sendMail } from './send-mail';
import { listOutbox, readOutboxMessage, readOutboxRaw } from './outbox';

describe('sendMail to the outbox folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const host = () => ({ config: { mailFrom: 'Parc <no-reply@parc.test>', outboxDir: dir } });

  it('writes one .eml per message, readable back with its inline image resolved', async () => {
    const png = await QRCode.toBuffer('ABC123', { type: 'png' });
    const sent = await sendMail(host(), {
      to: 'alice@example.com',
      subject: 'Confirmation de votre réservation',
      html: '<p>Bonjour Élodie</p><img src="cid:qr-1" alt="QR">',
      text: 'Bonjour Élodie',
      attachments: [{ filename: 'qr-1.png', content: png, contentType: 'image/png', cid: 'qr-1' }],
    });
    expect(sent.outboxId).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}$/);
    const files = await fs.readdir(dir);
    expect(files).toEqual([`${sent.outboxId}.eml`]);

    const raw = (await readOutboxRaw(dir, sent.outboxId!))!.toString('utf8');
    expect(raw).toContain('Content-ID: <qr-1>');
    expect(raw).toMatch(/Content-Disposition: inline/);

    const message = await readOutboxMessage(dir, sent.outboxId!);
    expect(message).toMatchObject({ subject: 'Confirmation de votre réservation', to: 'alice@example.com' });
    expect(message!.text?.trim()).toBe('Bonjour Élodie');
    expect(message!.renderedHtml).toContain('src="data:image/png;base64,');
    expect(message!.renderedHtml).not.toContain('cid:');
    const inline = message!.attachments[0]!;
    expect(inline).toMatchObject({ contentId: 'qr-1', mimeType: 'image/png', size: png.length });
  });

  it('sends every HTML part as a French document', async () => {
    const sent = await sendMail(host(), {
      to: 'a@example.com',
      subject: 'Réinitialisation <mot de passe>',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
    });
    const raw = (await readOutboxRaw(dir, sent.outboxId!))!.toString('utf8');
    const message = await readOutboxMessage(dir, sent.outboxId!);
    expect(raw).toContain('<html lang=3D"fr">');
    expect(message!.renderedHtml).toContain('<title>Réinitialisation &lt;mot de passe&gt;</title>');
    expect(message!.renderedHtml).toContain('<body><p>Bonjour</p></body>');
    const whole = '<!doctype html><html lang="fr"><head><title>x</title></head><body>y</body></html>';
    expect(asFrenchDocument('x', whole)).toBe(whole);
  });

  it('lists newest first and refuses ids that are not outbox ids', async () => {
    const first = await sendMail(host(), { to: 'a@example.com', subject: 'Un', html: '<p>1</p>', text: '1' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await sendMail(host(), { to: 'b@example.com', subject: 'Deux', html: '<p>2</p>', text: '2' });
    const list = await listOutbox(dir);
    expect(list.map((e) => e.id)).toEqual([second.outboxId, first.outboxId]);
    expect(list[0]).toMatchObject({ subject: 'Deux', to: 'b@example.com', from: 'Parc <no-reply@parc.test>' });
    expect(await readOutboxRaw(dir, '../../etc/passwd')).toBeNull();
    expect(await readOutboxMessage(dir, '20991231T000000000Z-00000000')).toBeNull();
  });

  it('reads a missing folder as an empty outbox', async () => {
    expect(await listOutbox(path.join(dir, 'nope'))).toEqual([]);
  });
});
