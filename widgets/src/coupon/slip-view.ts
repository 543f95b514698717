/**
 * What the slip shows and may do, derived (pure) from the slip store, the page's coupon outcomes and the
 * player's bet-change setting: every leg at the price the server would take now, the bet type in force (it never
 * changes by itself: a leg that cannot be bet stays in and blocks the bet), the lines and total stake, the
 * potential win at those prices, the stake problem, the advance offer and whether the bet can go. Every figure the
 * slip shows comes from here, so the totals follow a moved price at once.
 */
import { type BetKind, lineCount, roundMoney } from '@betframe/sdk/betting';
import type { BettingTax } from '@betframe/sdk/config';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import {
  betKindOf,
  blocksBet,
  effectiveKind,
  effectiveSystemSize,
  type Leg,
  legsOf,
  type OddsChange,
  oddsChanges,
  type SlipEvent,
  type SlipKind,
  taxesOf,
  type WinSummary,
  winSummary,
} from './slip';
import { amountOf, type SlipState } from './slip-store';

export interface SlipView {
  /** Every outcome of the coupon, priced now. */
  legs: Leg[];
  /** Legs that cannot be bet now (suspended, finished): the bet waits until they reopen or are removed. */
  unavailable: Set<string>;
  /** Wire events of every leg at its current price. */
  events: SlipEvent[];
  n: number;
  /** Bets the stake buys: C(n, k) lines of a system, one single per leg, else 1. */
  lines: number;
  /** What the player pays in all (several singles: every single's stake). */
  totalStake: number;
  /** The balance when known (quick stakes stay within it). */
  balance: number | undefined;
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
  const legs = legsOf(outcomes, s.states);
  const unavailable = new Set(legs.filter(blocksBet).map((l) => l.outcomeId));
  const events = legs.flatMap((l) => l.event ?? []);
  const n = legs.length;
  const kind = effectiveKind(s.chosen, n);
  const k = effectiveSystemSize(s.chosenK, n);
  const changes = oddsChanges(legs, policy);
  const mustConfirm = changes.some((c) => !c.accepted);
  const stake = amountOf(s.stakeText);
  const min = s.limits?.min ?? minBet;
  const max = s.limits?.max ?? Number.POSITIVE_INFINITY;
  // Several singles may carry a stake each.
  const separateStakes = kind === 'singles' && s.separate;
  const stakes = events.map((e) => (separateStakes ? amountOf(s.ownStakes[e.outcomeId] ?? '') : stake));
  const lowest = stakes.length > 0 ? Math.min(...stakes) : 0;
  const highest = stakes.length > 0 ? Math.max(...stakes) : 0;
  const betKind = betKindOf(kind, k);
  const lines = kind === 'singles' ? n : lineCount(betKind, n);
  // A full cover's stake is typed per line: the bet is that times its lines.
  const total = betKind.type === 'cover' ? roundMoney(stake * lines) : stake;
  const summary = winSummary(
    kind,
    k,
    events.map((e, i) => ({ gameId: e.gameId, coef: e.coef ?? 0, stake: stakes[i] ?? 0 })),
    total,
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
  const shortfall = offer.balance === undefined ? 0 : roundMoney(total - offer.balance);
  const advanceOffered =
    kind !== 'singles' &&
    offer.avance > 0 &&
    (offer.balance === undefined || (shortfall > 0 && shortfall <= offer.avance + 1e-9));
  const totalStake = roundMoney(stakes.reduce((sum, x) => sum + x, 0));
  const canPlace =
    s.phase.name !== 'placing' &&
    n > 0 &&
    unavailable.size === 0 &&
    events.length === n &&
    summary !== undefined &&
    lowest > 0 &&
    stakeProblem === undefined &&
    (!autobetOn || autoBetCf > 1);
  return {
    legs,
    unavailable,
    events,
    n,
    lines,
    totalStake: kind === 'singles' ? totalStake : total,
    balance: s.offer.balance,
    kind,
    k,
    betKind,
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
