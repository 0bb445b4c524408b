import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listOutbox, readOutboxMessage, type OutboxMessage } from '../../mail';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * A mail suite's set-up: a test app whose e-mails go to a fresh outbox folder, made before the suite's tests
 * (`ctx` is filled then, to be read inside the tests) and removed after; `mailTo` reads the message sent to an
 * address, as its reader gets it (text and HTML parts).
 */
export function outboxSuite(kind: 'pglite' | 'postgres', name: string) {
  const ctx = {} as TestContext;
  let outbox = '';
  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-outbox-`));
    Object.assign(ctx, await createTestApp(kind, { outboxDir: outbox }));
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });
  const mailTo = async (address: string): Promise<OutboxMessage> => {
    const entry = (await listOutbox(outbox)).find((e) => e.to.includes(address));
    const message = entry && (await readOutboxMessage(outbox, entry.id));
    if (!message) throw new Error(`no e-mail to ${address} in the outbox`);
    return message;
  };
  return { ctx, mailTo };
}
