/**
 * What the slip does with the server: place the coupon (one bet, or several singles) with an idempotent betGuid,
 * place a one-click pick at once, save the coupon to a code and load one back. Each applies the slip store's pure
 * actions to what the call answered, and reports placements to the host (`bet:placed`, `balance`).
 */
import { betTypeFields } from '@betframe/sdk/feed';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import type { CallFailure, CallResult } from '@betframe/sdk/request';
import { useEffect, useRef } from 'react';
import type { WidgetRuntime } from '../runtime';
import { clearCoupon, removeOutcome, setCoefficients } from '../runtime/betting/outcomes';
import { limitRefusalOf } from '../runtime/limits/refusal';
import {
  currentOddsOf,
  errorKey,
  isUnauthorized,
  loadCoupon,
  makeBet,
  makeBets,
  type Placed,
  saveCoupon,
} from './bet-api';
import { eventOf, stateKey } from './slip';
import { trackSlipStep } from './slip-analytics';
import { slipActions as act, amountOf, type SlipStore } from './slip-store';
import type { SlipView } from './slip-view';

function newGuid(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const failed = (store: SlipStore, result: CallFailure) =>
  store.setState(act.fail(errorKey(result.code), result.message, limitRefusalOf(result)));

/** The player takes the changed odds: the coupon's coefficients become the current ones. */
export function acceptChanges(runtime: WidgetRuntime, store: SlipStore, view: SlipView): void {
  setCoefficients(runtime.shared, new Map(view.changes.map((c) => [c.outcomeId, c.to])));
  store.setState(act.setPhase({ name: 'idle' }));
}

export async function placeSlip(
  runtime: WidgetRuntime,
  store: SlipStore,
  view: SlipView,
  token: string | null,
  policy: number,
): Promise<void> {
  if (!token) {
    store.setState(act.setPhase({ name: 'guest' }));
    return;
  }
  if (view.mustConfirm) return acceptChanges(runtime, store, view);
  const { events, kind, k, stakes, stake } = view;
  // A repeat of the same coupon (a retry after a lost answer) keeps its GUID, so the server places it once.
  store.setState(act.guidFor(JSON.stringify({ events, kind, k, stakes, policy }), newGuid));
  const betGuid = store.getState().lastGuid?.guid ?? newGuid();
  store.setState(act.setPhase({ name: 'placing' }));
  const { origin, options } = runtime;
  let result: CallResult<Placed>;
  if (kind === 'singles') {
    result = await makeBets(origin, token, options.lang, {
      couponEvents: events,
      groupsSumms: stakes,
      betGuid,
      checkCf: policy,
    });
  } else {
    result = await makeBet(origin, token, options.lang, {
      couponEvents: events,
      ...betTypeFields(view.betKind),
      // A full cover's total (stake per line × lines); else the stake.
      summ: view.totalStake,
      betGuid,
      checkCf: policy,
      ...(view.autobetOn && view.autoBetCf > 1 ? { isAutoBet: true, autoBetCf: view.autoBetCf } : {}),
      ...(view.advanceOn ? { avanceBet: true } : {}),
      ...store.getState().promotion,
    });
  }
  if (!result.ok) {
    const current = currentOddsOf(result);
    if (current) store.setState(act.mergeStates(current));
    if (isUnauthorized(result)) runtime.session.logout();
    failed(store, result);
    return;
  }
  const coupon = { ...betTypeFields(view.betKind), summ: stake, events };
  for (const betId of result.data.betIds) runtime.emit('bet:placed', { betId, coupon });
  trackSlipStep(runtime.origin, 'bet_placed', {
    i1: result.data.betIds.length,
    i2: events.length,
    f1: stake,
    s1: kind,
  });
  runtime.emit('balance', { currency: result.data.currency, amount: result.data.balance });
  clearCoupon(runtime.shared);
  store.setState(act.placed(result.data.betIds, result.data.pending ? view.autoBetCf : undefined));
}

export async function saveSlip(runtime: WidgetRuntime, store: SlipStore, view: SlipView): Promise<void> {
  const summ = view.betKind.type === 'cover' ? view.totalStake : view.stake;
  const result = await saveCoupon(runtime.origin, { events: view.events, kind: view.betKind, summ });
  if (result.ok) store.setState(act.saved(result.data));
  else failed(store, result);
}

export async function loadSlip(runtime: WidgetRuntime, store: SlipStore, code: string): Promise<void> {
  store.setState(act.dismissDropped());
  const result = await loadCoupon(runtime.origin, code.trim(), runtime.options.lang);
  if (!result.ok) return failed(store, result);
  const loaded = result.data.events
    .filter((e) => e.coef > 1)
    .map((e) => ({
      id: stateKey(e),
      gameId: e.gameId,
      label: `${e.gameName}: ${e.name}`.slice(0, 200),
      coefficient: e.coef,
    }));
  runtime.shared.getState().patch({ couponOutcomes: loaded });
  store.setState(act.loaded(result.data.vid, result.data.expressNum, result.data.summ, result.data.dropped));
}

/** One-click mode: a pick that arrives in the coupon is placed at once as a single with the one-click stake. */
export function useOneClick(
  runtime: WidgetRuntime,
  store: SlipStore,
  token: string | null,
  policy: number,
  outcomes: readonly CouponOutcome[],
): void {
  const seen = useRef<Set<string> | null>(null);
  const allowed = runtime.config.coupon.oneClickBet;
  useEffect(() => {
    const ids = new Set(outcomes.map((o) => o.id));
    const before = seen.current;
    seen.current = ids;
    const { oneClick } = store.getState();
    const summ = amountOf(oneClick.stake);
    if (!before || !allowed || !oneClick.on || summ <= 0) return;
    const added = outcomes.filter((o) => !before.has(o.id));
    if (added.length === 0) return;
    if (!token) {
      store.setState(act.setPhase({ name: 'guest' }));
      return;
    }
    for (const o of added) {
      const event = eventOf(o);
      if (!event) continue;
      store.setState(act.setPhase({ name: 'placing' }));
      void makeBet(runtime.origin, token, runtime.options.lang, {
        couponEvents: [event],
        vid: 0,
        summ,
        betGuid: newGuid(),
        checkCf: policy,
      }).then((result) => {
        if (!result.ok) return failed(store, result);
        removeOutcome(runtime.shared, o.id);
        runtime.emit('bet:placed', { betId: result.data.betIds[0] ?? 0, coupon: { vid: 0, summ, events: [event] } });
        runtime.emit('balance', { currency: result.data.currency, amount: result.data.balance });
        store.setState(act.setPhase({ name: 'placed', betIds: result.data.betIds }));
      });
    }
  }, [outcomes]);
}
