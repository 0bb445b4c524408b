import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { OUTBOX_ID } from './send-mail';

export interface OutboxEntry {
  id: string;
  subject: string;
  to: string;
  from: string;
  date: string;
  size: number;
}

export interface OutboxMessage extends OutboxEntry {
  html?: string;
  text?: string;
  attachments: Array<{ filename: string | null; mimeType: string; contentId?: string; size: number; inline: boolean }>;
  /** The HTML with every `cid:` reference replaced by a data: URL of the matching part. */
  renderedHtml?: string;
}

function addressText(a: PostalMime.Address | undefined): string {
  if (!a) return '';
  if (a.group) return a.group.map((m) => m.address).join(', ');
  return a.name ? `${a.name} <${a.address}>` : a.address;
}

function headerBlock(raw: Buffer): Buffer {
  const end = raw.indexOf('\r\n\r\n');
  const endUnix = raw.indexOf('\n\n');
  const cut = end >= 0 ? end + 4 : endUnix >= 0 ? endUnix + 2 : raw.length;
  return raw.subarray(0, cut);
}

/** The outbox messages, newest first (at most `limit`). A missing folder is an empty outbox. */
export async function listOutbox(dir: string, limit = 200): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const ids = names
    .filter((n) => n.endsWith('.eml'))
    .map((n) => n.slice(0, -4))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries: OutboxEntry[] = [];
  for (const id of ids) {
    const raw = await fs.readFile(path.join(dir, `${id}.eml`)).catch(() => null);
    if (!raw) continue;
    const email = await PostalMime.parse(headerBlock(raw));
    entries.push({
      id,
      subject: email.subject ?? '',
      to: (email.to ?? []).map(addressText).join(', '),
      from: addressText(email.from),
      date: email.date ?? '',
      size: raw.length,
    });
  }
  return entries;
}

/** The raw .eml of one outbox message, or null when there is none with that id. */
export async function readOutboxRaw(dir: string, id: string): Promise<Buffer | null> {
  if (!OUTBOX_ID.test(id)) return null;
  return fs.readFile(path.join(dir, `${id}.eml`)).catch(() => null);
}

function bytesOf(content: ArrayBuffer | Uint8Array | string): Buffer {
  if (typeof content === 'string') return Buffer.from(content, 'utf8');
  return content instanceof Uint8Array ? Buffer.from(content) : Buffer.from(new Uint8Array(content));
}

/** One outbox message parsed, with its HTML ready to show (inline images resolved). */
export async function readOutboxMessage(dir: string, id: string): Promise<OutboxMessage | null> {
  const raw = await readOutboxRaw(dir, id);
  if (!raw) return null;
  const email = await PostalMime.parse(raw);
  const byCid = new Map<string, string>();
  const attachments = email.attachments.map((a) => {
    const bytes = bytesOf(a.content);
    const cid = a.contentId?.replace(/^<|>$/g, '');
    if (cid) byCid.set(cid, `data:${a.mimeType};base64,${bytes.toString('base64')}`);
    return {
      filename: a.filename,
      mimeType: a.mimeType,
      contentId: cid,
      size: bytes.length,
      inline: a.disposition === 'inline' || Boolean(a.related),
    };
  });
  const renderedHtml = email.html?.replace(/(["'(])cid:([^"')\s]+)/g, (whole, open: string, cid: string) => {
    const url = byCid.get(decodeURIComponent(cid));
    return url ? `${open}${url}` : whole;
  });
  return {
    id,
    subject: email.subject ?? '',
    to: (email.to ?? []).map(addressText).join(', '),
    from: addressText(email.from),
    date: email.date ?? '',
    size: raw.length,
    html: email.html,
    text: email.text,
    attachments,
    renderedHtml,
  };
}
