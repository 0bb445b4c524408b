import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { channelFeed, type ChangeFeed } from '../catalog/change-feed';
import { eventsAfter, type BarEvent } from './orders';
import { BAR_FEED_CHANNEL } from './record';

const PAGE = 200;
/** Comment line every 15 s (keeps proxies from closing the stream); it also re-reads the feed, in case. */
const HEARTBEAT_MS = 15_000;

/** One server-sent event. */
export function sseFrame(event: BarEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/** Where a screen resumes: the browser's Last-Event-ID (automatic on reconnect), else `since`, else 0. */
export function resumeFrom(lastEventId: string | string[] | undefined, since: number | undefined): number {
  const header = Array.isArray(lastEventId) ? lastEventId[0] : lastEventId;
  const fromHeader = header && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
  return fromHeader ?? since ?? 0;
}

/** The open streams of an app, ended when it closes (else closing would wait for every screen). */
const open = new WeakMap<object, Set<() => void>>();

/** Opens the app's LISTEN on the bar channel (at registration: hooks cannot be added once listening). */
export async function openBarFeed(app: App): Promise<ChangeFeed> {
  const feed = await channelFeed(app, BAR_FEED_CHANNEL);
  endStreamsOnClose(app);
  return feed;
}

function endStreamsOnClose(app: App): void {
  const streams = new Set<() => void>();
  open.set(app.database, streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}

/**
 * Streams the bar's feed from event `since`: what was missed first, then each new event as soon as any
 * API process commits it (LISTEN/NOTIFY wakes every process; each stream reads the events after the
 * last one it sent, so none is lost or sent twice, whatever the order of the wake-ups). The stream ends when the
 * staff token that opened it expires (`until`, epoch ms): the screen's reconnection is then refused and it asks
 * for the staff code again, rather than showing orders to a session that has ended.
 */
export async function streamBarFeed(
  app: App,
  feed: ChangeFeed,
  request: FastifyRequest,
  reply: FastifyReply,
  since: number,
  until: number = Infinity,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders), // the security headers set for every answer
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
  let last = since;
  let busy = false;
  let again = false;
  let closed = false;
  const pump = async (): Promise<void> => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        for (;;) {
          const events = await eventsAfter(app.db, last, PAGE);
          if (closed) return;
          for (const event of events) {
            raw.write(sseFrame(event));
            last = event.id;
          }
          if (events.length < PAGE) break;
        }
      } while (again && !closed);
    } catch (err) {
      request.log.warn({ err }, 'bar feed: reading events failed; the next wake-up retries');
    } finally {
      busy = false;
    }
  };
  const unsubscribe = feed.subscribe(() => void pump());
  const heartbeat = setInterval(() => {
    raw.write(': ping\n\n');
    void pump();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const streams = open.get(app.database);
  // setTimeout's longest delay is about 24.8 days; a staff token lives 12 h.
  const expiry = Number.isFinite(until)
    ? setTimeout(() => end(), Math.min(Math.max(0, until - Date.now()), 2 ** 31 - 1))
    : null;
  expiry?.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
    streams?.delete(end);
    raw.end();
  };
  streams?.add(end);
  request.raw.on('close', end);
  await pump();
}
