/**
 * The lobby's data: the lobby call for a query, page by page ("more" appends the next page), restarting when the
 * query changes; an answer that arrives after the query moved on is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CasinoClient, LobbyAnswer, LobbyGame } from './casino-client';
import { type LobbyQuery, lobbyParams } from './lobby-query';

export interface LobbyPages {
  status: 'loading' | 'ready' | 'error';
  answer: LobbyAnswer | null;
  games: LobbyGame[];
  more: () => void;
  retry: () => void;
}

export function useLobbyPages(client: CasinoClient, query: LobbyQuery): LobbyPages {
  const [state, setState] = useState<Omit<LobbyPages, 'more' | 'retry'>>({
    status: 'loading',
    answer: null,
    games: [],
  });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);
  const lastKey = useRef(queryKey);

  useEffect(() => {
    // A new query starts again at its first page.
    if (lastKey.current !== queryKey && page !== 1) {
      lastKey.current = queryKey;
      setPage(1);
      return;
    }
    lastKey.current = queryKey;
    void attempt;
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    client.lobby(lobbyParams(query, page)).then((result) => {
      if (!live) return;
      if (!result.ok) return setState((s) => ({ ...s, status: 'error' }));
      setState((s) => ({
        status: 'ready',
        answer: result.data,
        games: page === 1 ? result.data.games : [...s.games, ...result.data.games],
      }));
    });
    return () => {
      live = false;
    };
    // `query` is read through its key.
  }, [client, queryKey, page, attempt]);

  const more = useCallback(() => setPage((p) => p + 1), []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, more, retry };
}
