import http from 'node:http';
import { AdminCommandError, type AdminCommandName, type AdminCommands } from './commands';

/** Nothing listens on the socket: the API is stopped (the command then opens the database itself). */
export class AdminSocketUnavailable extends Error {}

function call<T>(socketPath: string, command: AdminCommandName, body: object, timeoutMs: number): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const req = http.request(
      {
        socketPath,
        path: `/admin/${command}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            reject(new Error(`réponse illisible de l'API (${res.statusCode}) : ${text.slice(0, 200)}`));
            return;
          }
          if (res.statusCode === 200) resolve(json as T);
          else reject(new AdminCommandError((json as { error?: string }).error ?? `erreur ${res.statusCode}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`l'API ne répond pas sur ${socketPath}`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') reject(new AdminSocketUnavailable(err.message));
      else reject(err);
    });
    req.end(payload);
  });
}

/** The commands through the running API's admin socket. */
export function socketCommands(socketPath: string, timeoutMs = 30_000): AdminCommands {
  return {
    listPending: () => call(socketPath, 'listPending', {}, timeoutMs),
    documents: (clientId) => call(socketPath, 'documents', { clientId }, timeoutMs),
    approve: (clientId) => call(socketPath, 'approve', { clientId }, timeoutMs),
    reject: (clientId) => call(socketPath, 'reject', { clientId }, timeoutMs),
    sendDocumentsLink: (clientId) => call(socketPath, 'sendDocumentsLink', { clientId }, timeoutMs),
    refunds: () => call(socketPath, 'refunds', {}, timeoutMs),
    refunded: (reference) => call(socketPath, 'refunded', { reference }, timeoutMs),
  };
}

/** Whether an API answers on the socket now (a listPending round trip would change nothing either). */
export function apiAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/admin/none', method: 'GET', timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });
}
