import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { uploads } from '../../db/schema';
import { registerAndSignIn } from '../users/test-helpers';

notePostgresSkipped();

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d5c45a0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest of a jpeg')]);
const WEBP = Buffer.from(
  'RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00',
  'latin1',
);

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer, filename: string, declaredType: string) {
  const boundary = '----parcboundary' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('uploads and photos on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const upload = (headers: Record<string, string>, content: Buffer, filename = 'photo.png', declared = 'image/png') => {
    const body = multipart(content, filename, declared);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('stores a %s image in the database and answers its guid', async (_name, content, mime) => {
    const me = await registerAndSignIn(ctx.app);
    // The declared type is ignored: the bytes decide.
    const res = await upload(me.headers, content, 'x.bin', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const { guid } = res.json();
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await ctx.app.db.select().from(uploads).where(eq(uploads.guid, guid));
    expect(row).toMatchObject({ clientId: me.id, mime, size: content.length });
    expect(Buffer.compare(row!.bytes, content)).toBe(0);
  });

  it('refuses what is not a JPEG, PNG or WebP image with 415, whatever it claims to be', async () => {
    const me = await registerAndSignIn(ctx.app);
    const svg = await upload(
      me.headers,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'a.png',
      'image/png',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Seules les images JPEG, PNG ou WebP sont acceptées.');
    const gif = await upload(me.headers, Buffer.from('GIF89a....'), 'a.gif', 'image/gif');
    expect(gif.statusCode).toBe(415);
  });

  it('refuses a file over 2 MB with 413 and stores nothing', async () => {
    const me = await registerAndSignIn(ctx.app);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(me.headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le fichier est trop volumineux (2 Mo maximum).');
    const rows = await ctx.app.db.select({ guid: uploads.guid }).from(uploads).where(eq(uploads.clientId, me.id));
    expect(rows).toHaveLength(0);
  });

  it('accepts exactly 2 MB', async () => {
    const me = await registerAndSignIn(ctx.app);
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(me.headers, exact)).statusCode).toBe(201);
  });

  it('needs a token, a multipart body and a file', async () => {
    const me = await registerAndSignIn(ctx.app);
    expect((await upload({}, PNG)).statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: me.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const boundary = 'b0undary';
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...me.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nbonjour\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('sets the photo from an upload, serves it to its owner only, and drops the replaced one', async () => {
    const me = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const first = (await upload(me.headers, PNG)).json().guid as string;
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${me.id}/photo/fromUpload`,
      headers: me.headers,
      payload: { photoGuid: first, photoType: 'profile' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      result: true,
      photoGuid: first,
      photoType: 'profile',
      photo: `/api/users/${me.id}/photo`,
    });

    const user = (await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: me.headers })).json();
    expect(user).toMatchObject({ photoGuid: first, photoType: 'profile', photo: `/api/users/${me.id}/photo` });

    const photo = await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}/photo`, headers: me.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.rawPayload, PNG)).toBe(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}/photo`, headers: other.headers })).statusCode,
    ).toBe(403);

    const second = (await upload(me.headers, JPEG)).json().guid as string;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${me.id}/photo/fromUpload`,
      headers: me.headers,
      payload: { photoGuid: second },
    });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}/photo`, headers: me.headers });
    expect(after.headers['content-type']).toBe('image/jpeg');
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.guid, first))).toHaveLength(0);
  });

  it('refuses another user’s upload (404), an unknown guid (404) and another user’s id (403)', async () => {
    const me = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const theirs = (await upload(other.headers, PNG)).json().guid as string;
    const url = `/api/users/${me.id}/photo/fromUpload`;
    expect(
      (await ctx.app.inject({ method: 'POST', url, headers: me.headers, payload: { photoGuid: theirs } })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url,
          headers: me.headers,
          payload: { photoGuid: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url, headers: me.headers, payload: { photoGuid: 'pas-un-guid' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/users/${other.id}/photo/fromUpload`,
          headers: me.headers,
          payload: { photoGuid: theirs },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}/photo`, headers: me.headers })).statusCode,
    ).toBe(404);
  });
});
