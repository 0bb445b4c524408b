import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stand-in print server received it. */
export interface ReceivedJob {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

/** What the stand-in answers next: a status and body, or no answer at all (a print server that hangs). */
export type StandInAnswer = { status: number; body?: string } | 'hang';

/**
 * A real HTTP server on a free local port standing in for the park's print server: records every request, answers
 * 204 unless told otherwise.
 */
export async function startPrintServer() {
  const received: ReceivedJob[] = [];
  let answer: StandInAnswer = { status: 204 };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: Buffer.concat(parts).toString('utf8'),
      });
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer: (next: StandInAnswer) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((response) => response.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a local port nothing listens on (a server opened, then closed). */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
