import { expect, type APIRequestContext } from '@playwright/test';

export interface Slot {
  id: number;
  activity: string;
  idActivity: number;
  start: string;
  end: string;
  placesMax: number;
  placesTaken: number;
  placesEmpty: number;
  deleted: boolean;
  idRoom: number;
}

/** 'YYYY-MM-D' as /api/planning/browse wants it, for an instant's Paris day. */
export function browseDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export async function planningOf(request: APIRequestContext, iso: string): Promise<Slot[]> {
  const res = await request.get(`/api/planning/browse?dates=${browseDay(iso)}`);
  if (!res.ok()) throw new Error(`planning ${res.status()}`);
  return (await res.json()) as Slot[];
}

export async function slotById(request: APIRequestContext, iso: string, id: number): Promise<Slot> {
  const slot = (await planningOf(request, iso)).find((s) => s.id === id);
  if (!slot) throw new Error(`slot ${id} not found on ${browseDay(iso)}`);
  return slot;
}

export async function signIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ id: number; token: string }> {
  const res = await request.post('/api/auth/signin', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number; token: string };
}

export interface Order {
  id: number;
  reference: string;
  total: number;
  sales: { qty: number; label: string; price: number }[];
}

export async function ordersOf(request: APIRequestContext, session: { id: number; token: string }): Promise<Order[]> {
  const res = await request.get(`/api/ticket?idClient=${session.id}&_limit=50&_offset=0`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!res.ok()) throw new Error(`tickets ${res.status()} ${await res.text()}`);
  return (await res.json()) as Order[];
}

export async function transactionStatus(request: APIRequestContext, reference: string, token: string): Promise<string> {
  const res = await request.get(`/api/v1/paybox/transactions/${encodeURIComponent(reference)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok()) return `http-${res.status()}`;
  return ((await res.json()) as { status: string }).status;
}

/** Outbox entries (newest first) whose recipient is the address: [{ id, subject }]. */
export async function outboxFor(request: APIRequestContext, email: string): Promise<{ id: string; subject: string }[]> {
  const html = await (await request.get('/dev/outbox')).text();
  const rows = [
    ...html.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/dev\/outbox\/([^"]+)">([^<]*)<\/a>/g),
  ];
  return rows.filter((r) => (r[1] ?? '').includes(email)).map((r) => ({ id: r[2] ?? '', subject: r[3] ?? '' }));
}

/** The text part of an outbox e-mail (its .eml, quoted-printable undone): where its links are read. */
export async function outboxText(request: APIRequestContext, id: string): Promise<string> {
  const raw = await (await request.get(`/dev/outbox/${id}.eml`)).text();
  const part = /Content-Type: text\/plain[^\n]*\n([\s\S]*?)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) throw new Error(`no text part in the e-mail ${id}`);
  const [, headers = '', body = ''] = part;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(headers)) return body;
  const unfolded = body.replace(/=\r?\n/g, '');
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** The first link of an outbox e-mail's text that starts with `prefix`. */
export async function outboxLink(request: APIRequestContext, id: string, prefix: string): Promise<string> {
  const text = await outboxText(request, id);
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no link starting with ${prefix} in the e-mail:\n${text}`);
  return match[0];
}

/** Creates an individual client (Alex Essai) through the API (POST /api/users, 201), with this e-mail and password. */
export async function createClient(request: APIRequestContext, email: string, password: string): Promise<void> {
  const civilityRes = await request.get('/api/civility');
  expect(civilityRes.ok(), await civilityRes.text()).toBe(true);
  const civilities = (await civilityRes.json()) as { id: number; label: string }[];
  const res = await request.post('/api/users', {
    data: {
      type: 0,
      idCiv: civilities.find((c) => c.label !== 'ETS')?.id ?? null,
      firstName: 'Alex',
      lastName: 'Essai',
      birthday: '1988-05-04',
      email,
      mobilePhone: '0611223344',
      address: null,
      idVil: null,
      city: null,
      password,
      identificationNumber: null,
      contactSMS: 1,
      contactEmail: 1,
      contactPostal: 1,
      contactPhone: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
