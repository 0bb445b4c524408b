import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBarProducts, fetchBoard, feedUrl } from '../api/bar-api';
import { applyEvent, emptyBoard, type Board } from '../model/board';
import type { FeedEvent } from '../model/types';
import { ring } from './ring';

export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'failed';

/** A change of the board, applied to the latest board (never to the one a render saw). */
export type BoardChange = (board: Board) => Board;

/**
 * The bar screen's board: loaded once, then kept live by the server-sent events feed. EventSource
 * reconnects by itself and sends Last-Event-ID, so the API replays what was missed; the board applies
 * each event once. A new order rings. The screen's own changes (a move's or a switch's answer) go through
 * `update`, on the board as it is when the answer comes: what the feed brought meanwhile stays.
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
    let cancelled = false;
    void (async () => {
      try {
        const [{ orders, lastEventId }, products] = await Promise.all([fetchBoard(token), fetchBarProducts(token)]);
        if (cancelled) return;
        update(() => ({ orders, products, lastEventId }));
        source = new EventSource(feedUrl(token, lastEventId));
        source.onopen = () => setFeed('live');
        source.onerror = () => {
          if (source?.readyState !== EventSource.CLOSED) return setFeed('reconnecting');
          setFeed('failed');
          // EventSource does not say why the API refused the stream: a staff call does (a 401 ends the staff
          // session, back to the sign-in: reloading would not help).
          void fetchBarProducts(token).catch(() => undefined);
        };
        for (const kind of ['order', 'product'] as const) {
          source.addEventListener(kind, (message) => {
            const m = message as MessageEvent<string>;
            apply({ id: Number(m.lastEventId), kind, payload: JSON.parse(m.data) } as FeedEvent);
          });
        }
      } catch {
        if (!cancelled) setFeed('failed');
      }
    })();
    return () => {
      cancelled = true;
      source?.close();
    };
  }, [token, apply, update]);

  return { board, feed, update };
}
