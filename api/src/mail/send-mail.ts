import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** One file carried by an e-mail. With `cid`, the HTML part shows it inline as `<img src="cid:...">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
  /** Content-ID referenced from the HTML (`cid:<this>`); makes the attachment inline. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** The outbox id (file name without `.eml`) when the message went to the outbox. */
  outboxId?: string;
}

/** What sendMail needs of the app: only its configuration. */
export interface MailerHost {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>;
}

type Transporter = ReturnType<typeof nodemailer.createTransport>;
const smtpTransports = new Map<string, Transporter>();
const streamTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** Outbox ids sort by time: `20261122T040512345Z-1a2b3c4d`. */
export const OUTBOX_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export function newOutboxId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${crypto.randomBytes(4).toString('hex')}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every HTML e-mail is a whole French document (`<html lang="fr">`, so that screen readers read it in
 * French): a fragment is wrapped, a whole document is sent as it is.
 */
export function asFrenchDocument(subject: string, html: string): string {
  if (/<html[\s>]/i.test(html)) return html;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${html}</body></html>`;
}

/**
 * Sends an e-mail: through SMTP when `smtpUrl` is configured, else written as an `.eml` file to the
 * outbox folder (viewable at /dev/outbox). The file appears whole or not at all (written, then renamed).
 */
export async function sendMail(app: MailerHost, message: MailMessage): Promise<SentMail> {
  const { smtpUrl, mailFrom, outboxDir } = app.config;
  const options = {
    from: mailFrom,
    to: message.to,
    subject: message.subject,
    html: asFrenchDocument(message.subject, message.html),
    text: message.text,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
      cid: a.cid,
      contentDisposition: a.cid ? ('inline' as const) : ('attachment' as const),
    })),
  };
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(options);
    return { messageId: String(info.messageId) };
  }
  const info = await streamTransport.sendMail(options);
  const raw = info.message as unknown as Buffer;
  const id = newOutboxId();
  await fs.mkdir(outboxDir, { recursive: true });
  const target = path.join(outboxDir, `${id}.eml`);
  const temp = `${target}.tmp`;
  await fs.writeFile(temp, raw);
  await fs.rename(temp, target);
  return { messageId: String(info.messageId), outboxId: id };
}
