import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBarProducts, fetchBoard, feedUrl } from '../api/bar-api';
import { applyEvent, emptyBoard, type Board } from '../model/board';
import type { FeedEvent } from '../model/types';
import { ring } from './ring';

export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'failed';

/**
 * The bar screen's board: loaded once, then kept live by the server-sent events feed. EventSource
 * reconnects by itself and sends Last-Event-ID, so the API replays what was missed; the board applies
 * each event once. A new order rings.
 */
export function useBarBoard(token: string) {
  const [board, setBoard] = useState<Board>(emptyBoard);
  const [feed, setFeed] = useState<FeedState>('connecting');
  const boardRef = useRef(board);

  const apply = useCallback((event: FeedEvent) => {
    const { board: next, newOrder } = applyEvent(boardRef.current, event);
    boardRef.current = next;
    setBoard(next);
    if (newOrder) ring();
  }, []);

  useEffect(() => {
    let source: EventSource | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const [{ orders, lastEventId }, products] = await Promise.all([fetchBoard(token), fetchBarProducts(token)]);
        if (cancelled) return;
        const loaded = { orders, products, lastEventId };
        boardRef.current = loaded;
        setBoard(loaded);
        source = new EventSource(feedUrl(token, lastEventId));
        source.onopen = () => setFeed('live');
        source.onerror = () => setFeed(source?.readyState === EventSource.CLOSED ? 'failed' : 'reconnecting');
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
  }, [token, apply]);

  return { board, feed, setBoard: (next: Board) => setBoard((boardRef.current = next)) };
}
