import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { socketCommands } from './features/admin/socket-client';
import { openTestDatabase, testConfig } from './test/test-app';
import { startApi } from './start';

/** What `npm start`'s API does before it listens: the demonstration park when asked, and the staff's socket. */
describe('startApi', () => {
  it('seeds the demonstration park and opens the staff socket; stop() closes both', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    const socketPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-')), 'private', 'api.sock');
    const { app, stop } = await startApi({
      config: testConfig({ seed: true }),
      database,
      logger: false,
      env: { ADMIN_SOCKET: socketPath },
    });
    try {
      const activities = await app.inject({ method: 'GET', url: '/api/v1/activites' });
      expect(activities.statusCode).toBe(200);
      expect(activities.json<{ data: unknown[] }>().data.length).toBeGreaterThan(5);
      // The demonstration visitor can sign in, and the staff's commands answer through the socket.
      const demo = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'demo@parc360.fr', password: 'motdepasse360' },
      });
      expect(demo.statusCode).toBe(200);
      expect(Array.isArray(await socketCommands(socketPath).listPending())).toBe(true);
    } finally {
      await stop();
      await drop();
    }
    expect(fs.existsSync(socketPath)).toBe(false);
  }, 60_000);

  it('leaves an empty database empty without the seed, and opens no socket for an in-memory database', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    const { app, stop } = await startApi({ config: testConfig({ seed: false }), database, logger: false, env: {} });
    try {
      const activities = await app.inject({ method: 'GET', url: '/api/v1/activites' });
      expect(activities.json()).toEqual({ data: [] });
    } finally {
      await stop();
      await drop();
    }
  });
});
