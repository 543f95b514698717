/**
 * The coupon kept current by the feed push stream instead of polling: it follows the games of its outcomes on a
 * stream of its own (`subscribePush` in the lazily loaded slip-push.ts, while the slip holds an event; not the
 * page's shared stream, see below), keeps each game whole with `applyPushDelta` from its snapshot on, and turns the game into the coupon's per-outcome state (coefficient,
 * suspended, finished). While the stream is down the coupon falls back to a slow UpdateCoupon refresh.
 */
import { applyPushDelta, type CouponEventState, type Game, type PushDelta } from '@betframe/sdk/feed';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { useEffect, useRef, useState } from 'react';
import { eventOf, stateKey } from './slip';

/** How often the coupon asks for fresh odds while the push stream is down (an object, so tests can shorten it). */
export const liveTiming = { fallbackRefreshMs: 15_000 };

/** The state of one coupon outcome as `game` shows it: gone, suspended or finished outcomes are unavailable. */
export function outcomeStateOf(
  game: Game,
  event: { gameId: number; type: number; param: number },
  previous?: CouponEventState,
): CouponEventState {
  let found: { coef: number; blocked: boolean; name: string; market: string; suspended: boolean } | undefined;
  for (const market of game.markets) {
    const o = market.outcomes.find((x) => x.type === event.type && Math.abs(x.param - event.param) < 1e-9);
    if (o) {
      found = { coef: o.coef, blocked: o.blocked, name: o.name, market: market.name, suspended: market.suspended };
      break;
    }
  }
  const available = game.status === 1 && !game.suspended && found !== undefined && !found.blocked && !found.suspended;
  return {
    gameId: event.gameId,
    type: event.type,
    param: event.param,
    name: previous?.name ?? found?.name ?? '',
    gameName: previous?.gameName ?? `${game.team1.name} — ${game.team2.name}`,
    // The names in the stream's language (the page's), so the slip can show a pick made in another one in this one.
    ...(found
      ? { market: found.market, outcome: found.name }
      : previous?.outcome !== undefined
        ? { market: previous.market ?? '', outcome: previous.outcome }
        : {}),
    coef: available && found ? found.coef : 0,
    available,
    status: game.status,
    kind: game.kind,
  };
}

/** `states` with every outcome of `game` in the coupon recomputed from it. */
export function withGame(
  states: ReadonlyMap<string, CouponEventState>,
  game: Game,
  outcomes: readonly CouponOutcome[],
): ReadonlyMap<string, CouponEventState> {
  let next: Map<string, CouponEventState> | undefined;
  for (const o of outcomes) {
    const event = eventOf(o);
    if (!event || event.gameId !== game.id) continue;
    const key = stateKey(event);
    const state = outcomeStateOf(game, event, states.get(key));
    const before = states.get(key);
    if (before && before.coef === state.coef && before.available === state.available && before.status === state.status)
      continue;
    next ??= new Map(states);
    next.set(key, state);
  }
  return next ?? states;
}

/**
 * Follows the games of `outcomes` on the push stream; `apply` receives each changed game. Returns whether the
 * stream is up (false before the first connection and after a drop, until it reconnects) and the games as last
 * pushed — fresher than an UpdateCoupon answer that was on its way meanwhile, so they are laid over it.
 */
export function useCouponPush(
  origin: string,
  lang: string,
  outcomes: readonly CouponOutcome[],
  apply: (game: Game) => void,
): { up: boolean; games: { readonly current: ReadonlyMap<number, Game> } } {
  const [up, setUp] = useState(false);
  const pushed = useRef(new Map<number, Game>());
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const gameKey = [...new Set(outcomes.flatMap((o) => eventOf(o)?.gameId ?? []))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!gameKey) return;
    const games = new Map<number, Game>();
    pushed.current = games;
    const onDelta = (delta: PushDelta) => {
      const id = delta.type === 'snapshot' ? delta.game.id : delta.gameId;
      const current = delta.type === 'snapshot' ? delta.game : games.get(id);
      // A delta before its game's snapshot cannot be placed; the snapshot of each (re)connection comes first.
      if (!current) return;
      const next = applyPushDelta(current, delta);
      games.set(id, next);
      applyRef.current(next);
    };
    // The slip keeps a stream of its own: on the page's shared stream (push-mux.ts) its live prices stopped
    // following (slip-truth e2e, CI at 836f171); one more connection while the slip holds events.
    let live = true;
    let stop = () => {};
    void import('./slip-push').then(({ subscribePush }) => {
      if (!live) return;
      stop = subscribePush(
        { games: gameKey.split(',').map(Number), line: true, full: true, lng: lang },
        {
          origin,
          onDelta,
          onOpen: () => setUp(true),
          onError: () => {
            // What was pushed goes stale while the stream is down: UpdateCoupon answers rule until the next snapshots.
            games.clear();
            setUp(false);
          },
        },
      );
    });
    return () => {
      live = false;
      stop();
      setUp(false);
    };
  }, [gameKey, origin, lang]);
  return { up, games: pushed };
}
