import { useCallback, useEffect, useRef, useState } from 'react';
import { httpStatus } from 'shared-events';
import { fetchBarProducts, fetchBoard, feedUrl } from '../api/bar-api';
import { applyEvent, emptyBoard, type Board } from '../model/board';
import type { FeedEvent } from '../model/types';
import { ring } from './ring';

/**
 * `reconnecting`: the EventSource retries by itself; `retrying`: the board could not be loaded or the feed was
 * closed for good, the screen tries again after a pause.
 */
export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'retrying';

/** The pauses before each new try after a failure in a row: 2 s, 5 s, 10 s, then every 30 s. */
export const RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 10_000, 30_000];

/** A change of the board, applied to the latest board (never to the one a render saw). */
export type BoardChange = (board: Board) => Board;

/**
 * The bar screen's board: loaded, then kept live by the server-sent events feed. EventSource reconnects by itself
 * and sends Last-Event-ID, so the API replays what was missed; the board applies each event once. But the browser
 * closes an EventSource for good on an answer other than 200 (the area server's 502 while the API restarts or is
 * down), and a first load may fail: then the screen tries again (`RETRY_DELAYS_MS`), reloading the board and
 * reopening the feed from its lastEventId, until it is live again. A 401 ends the staff session instead (back to
 * the sign-in). A new order rings, and so do orders paid while the screen was cut off. The screen's own changes (a
 * move's or a switch's answer) go through `update`, on the board as it is when the answer comes.
 */
export function useBarBoard(token: string) {
  const [board, setBoard] = useState<Board>(emptyBoard);
  const [feed, setFeed] = useState<FeedState>('connecting');
  const boardRef = useRef(board);

  const update = useCallback((change: BoardChange) => {
    boardRef.current = change(boardRef.current);
    setBoard(boardRef.current);
  }, []);

  const apply = useCallback(
    (event: FeedEvent) => {
      const { board: next, newOrder } = applyEvent(boardRef.current, event);
      update(() => next);
      if (newOrder) ring();
    },
    [update],
  );

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let failures = 0; // in a row: the next pause
    let loaded = false;

    const retry = () => {
      if (cancelled) return;
      setFeed('retrying');
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      try {
        const [{ orders, lastEventId, servedVisibleMs }, products] = await Promise.all([
          fetchBoard(token),
          fetchBarProducts(token),
        ]);
        if (cancelled) return;
        const known = new Set(boardRef.current.orders.map((o) => o.id));
        update(() => ({ orders, products, lastEventId, servedVisibleMs }));
        if (loaded && orders.some((o) => !known.has(o.id) && o.status === 'reçue')) ring();
        loaded = true;
        const opened = new EventSource(feedUrl(token, lastEventId));
        source = opened;
        opened.onopen = () => {
          failures = 0;
          setFeed('live');
        };
        opened.onerror = () => {
          if (source !== opened) return;
          if (opened.readyState !== EventSource.CLOSED) return setFeed('reconnecting');
          // Closed for good, and EventSource does not say why: a staff call does (a 401 ends the staff session,
          // back to the sign-in); anything else (the API restarting, down) is tried again.
          source = null;
          opened.close();
          void fetchBarProducts(token).catch(() => undefined);
          retry();
        };
        for (const kind of ['order', 'product'] as const) {
          opened.addEventListener(kind, (message) => {
            const m = message as MessageEvent<string>;
            apply({ id: Number(m.lastEventId), kind, payload: JSON.parse(m.data) } as FeedEvent);
          });
        }
      } catch (err) {
        if (httpStatus(err) === 401) return; // the staff session ended: the sign-in takes over
        retry();
      }
    };

    void connect();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, apply, update]);

  return { board, feed, update };
}
