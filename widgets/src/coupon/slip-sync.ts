/**
 * How the slip keeps up with the server and the page: odds, suspension and results of its games by push, with
 * UpdateCoupon (also the limits) whenever the coupon changes and every `liveTiming.fallbackRefreshMs` only while
 * the stream is down; the advance on offer (GetAvance); a coupon code from the props; the outcomes kept in the
 * browser across reloads and tabs.
 */
import type { CouponEventState } from '@betframe/sdk/feed';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useBalanceNotice, useProps, useRuntime, useShared, type WidgetRuntime } from '../runtime';
import { getAdvance, updateCoupon } from './bet-api';
import { liveTiming, useCouponPush, withGame } from './live-odds';
import { readOutcomes, writeOutcomes } from './persist';
import { renamedPicks } from './pick-names';
import { loadSlip } from './placement';
import { betKindOf, eventOf, stateKey } from './slip';
import { slipActions as act, type SlipStore } from './slip-store';
import type { SlipView } from './slip-view';

export function useSlipRefresh(
  runtime: WidgetRuntime,
  store: SlipStore,
  outcomes: readonly CouponOutcome[],
  view: Pick<SlipView, 'kind' | 'k'>,
): void {
  const { origin, options } = runtime;
  const outcomesRef = useRef(outcomes);
  outcomesRef.current = outcomes;
  const { up: streamUp, games: pushedGames } = useCouponPush(origin, options.lang, outcomes, (game) =>
    store.setState((s) => act.setStates(withGame(s.states, game, outcomesRef.current))(s)),
  );
  const refreshRef = useRef<() => Promise<void>>(async () => {});
  const { kind, k } = view;
  const queryKey = JSON.stringify([outcomes.map((o) => [o.id, o.coefficient]), kind, k]);
  useEffect(() => {
    const all = outcomes.flatMap((o) => eventOf(o) ?? []);
    if (all.length === 0) {
      store.setState(act.setStates(new Map()));
      return;
    }
    let live = true;
    const refresh = async () => {
      const result = await updateCoupon(origin, { events: all, kind: betKindOf(kind, k), lang: options.lang });
      if (!live || !result.ok) return;
      let fresh: ReadonlyMap<string, CouponEventState> = new Map(result.data.events.map((e) => [stateKey(e), e]));
      for (const game of pushedGames.current.values()) fresh = withGame(fresh, game, outcomesRef.current);
      store.setState(act.refreshed(fresh, result.data.limits));
    };
    refreshRef.current = refresh;
    void refresh();
    return () => {
      live = false;
    };
  }, [queryKey, origin, options.lang]);
  // Each pick named in the page's language by the feed's latest answer (a pick made in another language included).
  const states = useStore(store, (s) => s.states);
  useEffect(() => {
    const current = runtime.shared.getState();
    const renamed = renamedPicks(current.couponOutcomes, states);
    if (renamed) current.patch({ couponOutcomes: renamed });
  }, [states, runtime.shared]);
  const holdsOutcomes = outcomes.length > 0;
  useEffect(() => {
    if (streamUp || !holdsOutcomes) return;
    const timer = setInterval(() => void refreshRef.current(), liveTiming.fallbackRefreshMs);
    return () => clearInterval(timer);
  }, [streamUp, holdsOutcomes]);
}

/**
 * The server may offer an advance for this coupon (SPEC §7 GetAvance): asked when the player, coupon or stake
 * change. A balance another widget reported (a deposit in the office) changes what the advance must cover: ask
 * again.
 */
export function useAdvanceOffer(
  runtime: WidgetRuntime,
  store: SlipStore,
  token: string | null,
  view: Pick<SlipView, 'events' | 'betKind' | 'stake'>,
  balanceSeq: number,
): void {
  useBalanceNotice((notice) => store.setState(act.balanceReported(notice.seq)));
  const { events, betKind, stake } = view;
  const advanceKey = JSON.stringify([
    token,
    events.map((e) => [e.gameId, e.type, e.param]),
    betKind,
    stake,
    balanceSeq,
  ]);
  useEffect(() => {
    if (!token || events.length === 0) {
      store.setState(act.setOffer({ avance: 0 }));
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void getAdvance(runtime.origin, token, { events, kind: betKind, summ: stake }).then((offer) => {
        if (live) store.setState(act.setOffer(offer));
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [advanceKey, runtime.origin]);
}

/** A coupon code in the props (the site's /{lang}/coupon/{code} link) is loaded once, as if typed and loaded. */
export function usePropsCode(runtime: WidgetRuntime, store: SlipStore): void {
  const propsCode = useProps().code;
  const loadedFromProps = useRef('');
  useEffect(() => {
    if (typeof propsCode !== 'string' || !propsCode.trim() || loadedFromProps.current === propsCode) return;
    loadedFromProps.current = propsCode;
    store.setState(act.typeCode(propsCode));
    void loadSlip(runtime, store, propsCode);
  });
}

export function useCouponPersistence(): void {
  const { shared } = useRuntime();
  const outcomes = useShared((s) => s.couponOutcomes);
  const restored = useRef(false);
  useEffect(() => {
    // A reload (or a guest's return from login) finds the coupon it left; the page's shared coupon wins if it has one.
    const saved = readOutcomes();
    if (shared.getState().couponOutcomes.length === 0 && saved.length > 0)
      shared.getState().patch({ couponOutcomes: saved });
    restored.current = true;
    // Other tabs of the same site write the same key: their coupon is ours too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'betframe:coupon') shared.getState().patch({ couponOutcomes: readOutcomes() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shared]);
  useEffect(() => {
    if (restored.current) writeOutcomes(outcomes);
  }, [outcomes]);
}
