/**
 * What the slip shows and may do, derived (pure) from the slip store, the page's coupon outcomes and the
 * player's bet-change setting: the playable events, the bet type in force, the stakes, the potential win, the
 * stake problem, the advance offer and whether the bet can go.
 */
import type { BetKind } from '@betframe/sdk/betting';
import type { BettingTax } from '@betframe/sdk/config';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import {
  betKindOf,
  effectiveKind,
  effectiveSystemSize,
  eventOf,
  type OddsChange,
  oddsChanges,
  type SlipEvent,
  type SlipKind,
  taxesOf,
  unavailableIds,
  type WinSummary,
  winSummary,
} from './slip';
import { amountOf, type SlipState } from './slip-store';

export interface SlipView {
  unavailable: Set<string>;
  /** Wire events of the outcomes that can be bet now. */
  events: SlipEvent[];
  n: number;
  kind: SlipKind;
  k: number;
  /** `kind` and `k` as the SDK's bet kind (what the calls send as `vid` / `expressNum`). */
  betKind: BetKind;
  changes: OddsChange[];
  mustConfirm: boolean;
  stake: number;
  min: number;
  max: number;
  separateStakes: boolean;
  stakes: number[];
  lowest: number;
  highest: number;
  summary: WinSummary | undefined;
  /** Which limit the stake breaks (translated by the caller with the amount). */
  stakeProblem: { key: 'coupon_stake_min' | 'coupon_stake_max'; amount: number } | undefined;
  autoBetCf: number;
  autobetOn: boolean;
  shortfall: number;
  advanceOffered: boolean;
  advanceOn: boolean;
  canPlace: boolean;
}

export interface SlipContext {
  outcomes: readonly CouponOutcome[];
  policy: number;
  /** The currency's minimum bet, until the server tells the limits. */
  minBet: number;
  taxes: BettingTax | undefined;
}

export function slipView(s: SlipState, { outcomes, policy, minBet, taxes }: SlipContext): SlipView {
  const unavailable = unavailableIds(outcomes, s.states);
  const events = outcomes.filter((o) => !unavailable.has(o.id)).flatMap((o) => eventOf(o) ?? []);
  const n = events.length;
  const kind = effectiveKind(s.chosen, n);
  const k = effectiveSystemSize(s.chosenK, n);
  const changes = oddsChanges(outcomes, s.states, policy);
  const mustConfirm = changes.some((c) => !c.accepted);
  const stake = amountOf(s.stakeText);
  const min = s.limits?.min ?? minBet;
  const max = s.limits?.max ?? Number.POSITIVE_INFINITY;
  // Several singles may carry a stake each.
  const separateStakes = kind === 'singles' && s.separate;
  const stakes = events.map((e) => (separateStakes ? amountOf(s.ownStakes[e.outcomeId] ?? '') : stake));
  const lowest = stakes.length > 0 ? Math.min(...stakes) : 0;
  const highest = stakes.length > 0 ? Math.max(...stakes) : 0;
  const summary = winSummary(
    kind,
    k,
    events.map((e, i) => ({ gameId: e.gameId, coef: e.coef ?? 0, stake: stakes[i] ?? 0 })),
    stake,
    taxesOf(taxes),
  );
  const stakeProblem =
    lowest <= 0
      ? undefined
      : lowest < min
        ? ({ key: 'coupon_stake_min', amount: min } as const)
        : highest > max
          ? ({ key: 'coupon_stake_max', amount: max } as const)
          : undefined;
  const autoBetCf = amountOf(s.autoCfText);
  const autobetOn = s.autobet && kind === 'single';
  // The advance is offered when the stake is more than the balance and the advance covers the difference (a
  // server that does not tell the balance: whenever it offers one).
  const { offer } = s;
  const shortfall = offer.balance === undefined ? 0 : Math.round((stake - offer.balance) * 100) / 100;
  const advanceOffered =
    kind !== 'singles' &&
    offer.avance > 0 &&
    (offer.balance === undefined || (shortfall > 0 && shortfall <= offer.avance + 1e-9));
  const canPlace =
    s.phase.name !== 'placing' &&
    n > 0 &&
    summary !== undefined &&
    lowest > 0 &&
    stakeProblem === undefined &&
    (!autobetOn || autoBetCf > 1);
  return {
    unavailable,
    events,
    n,
    kind,
    k,
    betKind: betKindOf(kind, k),
    changes,
    mustConfirm,
    stake,
    min,
    max,
    separateStakes,
    stakes,
    lowest,
    highest,
    summary,
    stakeProblem,
    autoBetCf,
    autobetOn,
    shortfall,
    advanceOffered,
    advanceOn: advanceOffered && s.useAdvance,
    canPlace,
  };
}
