/**
 * The coupon's rules, pure: which bet types fit the outcomes, which outcomes can be bet now, how changed odds
 * meet the player's bet-change setting (SPEC §3, CheckCf), and what a stake can win after betting taxes.
 */
import {
  acceptsOddsChange,
  type BetKind,
  type BettingTaxes,
  checkCouponShape,
  couponCoefficient,
  MAX_SYSTEM_EVENTS,
  noTaxes,
  payoutTax,
  potentialWin,
  roundMoney,
} from '@betframe/sdk/betting';
import type { BettingTax } from '@betframe/sdk/config';
import type { CouponEventInput, CouponEventState } from '@betframe/sdk/feed';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { gameOf } from '../runtime/betting/outcomes';

/** `singles`: one single per outcome, placed together (MakeBetWebMulti). */
export type SlipKind = 'single' | 'express' | 'system' | 'singles';

export interface SlipEvent extends CouponEventInput {
  outcomeId: string;
}

/** The wire event of an outcome whose id is `game:type:param`; undefined for an id of another shape. */
export function eventOf(outcome: CouponOutcome): SlipEvent | undefined {
  const [, type, param] = outcome.id.split(':').map(Number);
  const gameId = gameOf(outcome);
  if (gameId === undefined || type === undefined || !Number.isSafeInteger(type) || type <= 0) return undefined;
  return {
    outcomeId: outcome.id,
    gameId,
    type,
    param: Number.isFinite(param) ? (param ?? 0) : 0,
    coef: outcome.coefficient,
  };
}

export const stateKey = (e: { gameId: number; type: number; param: number }) => `${e.gameId}:${e.type}:${e.param}`;

/** The bet types n outcomes allow, in the order the coupon offers them. */
export function kindsFor(n: number): SlipKind[] {
  if (n <= 1) return ['single'];
  const kinds: SlipKind[] = ['express', 'singles'];
  if (n >= 3 && n <= MAX_SYSTEM_EVENTS) kinds.push('system');
  return kinds;
}

/** The kind in force: the player's choice when it still fits, else the first that does. */
export function effectiveKind(chosen: SlipKind, n: number): SlipKind {
  const kinds = kindsFor(n);
  return kinds.includes(chosen) ? chosen : (kinds[0] ?? 'single');
}

/** System size k for n events: the chosen one when 2 ≤ k < n, else 2. */
export function effectiveSystemSize(k: number, n: number): number {
  return k >= 2 && k < n ? k : 2;
}

export function betKindOf(kind: SlipKind, k: number): BetKind {
  if (kind === 'system') return { type: 'system', size: k };
  if (kind === 'express') return { type: 'express' };
  return { type: 'single' };
}

export interface OddsChange {
  outcomeId: string;
  from: number;
  to: number;
  /** Whether the player's setting lets the bet go through at the new odds without asking. */
  accepted: boolean;
}

/** The outcomes whose current odds differ from those shown, judged by the bet-change setting. */
export function oddsChanges(
  outcomes: readonly CouponOutcome[],
  states: ReadonlyMap<string, CouponEventState>,
  policy: number,
): OddsChange[] {
  const changes: OddsChange[] = [];
  for (const o of outcomes) {
    const event = eventOf(o);
    const state = event && states.get(stateKey(event));
    if (!state?.available || state.coef <= 1 || Math.abs(state.coef - o.coefficient) < 1e-9) continue;
    changes.push({
      outcomeId: o.id,
      from: o.coefficient,
      to: state.coef,
      accepted: acceptsOddsChange(policy, o.coefficient, state.coef),
    });
  }
  return changes;
}

/** Outcomes the server says cannot be bet now (suspended, finished, gone). */
export function unavailableIds(
  outcomes: readonly CouponOutcome[],
  states: ReadonlyMap<string, CouponEventState>,
): Set<string> {
  const ids = new Set<string>();
  for (const o of outcomes) {
    const event = eventOf(o);
    const state = event && states.get(stateKey(event));
    if (!event || (state && !state.available)) ids.add(o.id);
  }
  return ids;
}

/** The site configuration's betting taxes in the shape of the bet maths. */
export function taxesOf(config: BettingTax | undefined): BettingTaxes {
  if (!config) return noTaxes;
  return {
    type: config.type === 1 ? 'gross' : 'net',
    stakeTaxPercent: config.stakeTaxPercent,
    payoutTaxPercent: config.payoutTaxPercent,
    winAmountThreshold: config.winAmountThreshold,
    coefThreshold: config.coefficientThreshold,
    returnTax: config.returnTax,
  };
}

export interface WinSummary {
  coefficient: number;
  potentialWin: number;
  stakeTax: number;
  payoutTax: number;
  /** What the player receives if every selection wins, after both taxes. */
  net: number;
}

/**
 * Potential win of a stake on a coupon. Several singles add up the win of each single, at its own stake when the
 * event carries one, else at `stake`.
 * Undefined when the events do not fit the kind (e.g. two outcomes of one game in an express).
 */
export function winSummary(
  kind: SlipKind,
  k: number,
  events: readonly { gameId: number; coef: number; stake?: number }[],
  stake: number,
  taxes: BettingTaxes,
): WinSummary | undefined {
  if (events.length === 0) return undefined;
  const coefs = events.map((e) => e.coef);
  const paid = roundMoney((stake * taxes.stakeTaxPercent) / 100);
  const playing = roundMoney(stake - paid);
  if (kind === 'singles') {
    let win = 0;
    let tax = 0;
    let stakeTax = 0;
    for (const e of events) {
      const own = e.stake ?? stake;
      const ownTax = roundMoney((own * taxes.stakeTaxPercent) / 100);
      const plays = roundMoney(own - ownTax);
      const w = potentialWin({ type: 'single' }, [e.coef], plays);
      win += w;
      tax += payoutTax(taxes, w, plays, e.coef);
      stakeTax += ownTax;
    }
    return {
      coefficient: 0,
      potentialWin: roundMoney(win),
      stakeTax: roundMoney(stakeTax),
      payoutTax: roundMoney(tax),
      net: roundMoney(win - tax),
    };
  }
  const betKind = betKindOf(kind, k);
  if (
    checkCouponShape(
      betKind,
      events.map((e) => e.gameId),
    )
  )
    return undefined;
  const coefficient = couponCoefficient(betKind, coefs);
  const win = potentialWin(betKind, coefs, playing);
  const tax = payoutTax(taxes, win, playing, coefficient);
  return { coefficient, potentialWin: win, stakeTax: paid, payoutTax: tax, net: roundMoney(win - tax) };
}

/** Quick-stake amounts: round multiples of the minimum stake. */
export function quickStakes(min: number): number[] {
  const base = min > 0 ? min : 1;
  return [10, 50, 100].map((m) => Math.round(base * m * 100) / 100);
}
