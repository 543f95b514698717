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

/**
 * `singles`: one single per outcome, placed together (MakeBetWebMulti); `cover` / `coverSingles`: the named full
 * cover of the outcomes (Trixie … Goliath / Patent … Lucky 63), the stake typed per line.
 */
export type SlipKind = 'single' | 'express' | 'system' | 'singles' | 'cover' | 'coverSingles';

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
  if (n >= 3) {
    if (n <= MAX_SYSTEM_EVENTS) kinds.push('system');
    // Full covers: Trixie (3) … Goliath (8); with singles Patent (3) … Lucky 63 (6).
    if (n <= 8) kinds.push('cover');
    if (n <= 6) kinds.push('coverSingles');
  }
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
  if (kind.startsWith('cover')) return { type: 'cover', singles: kind !== 'cover' };
  return { type: 'single' };
}

export interface OddsChange {
  outcomeId: string;
  from: number;
  to: number;
  /** Whether the player's setting lets the bet go through at the new odds without asking. */
  accepted: boolean;
}

/** The legs whose current price differs from the one shown, judged by the bet-change setting. */
export function oddsChanges(legs: readonly Leg[], policy: number): OddsChange[] {
  return legs
    .filter((l) => l.state === 'open' && Math.abs(l.price - l.shown) >= 1e-9)
    .map((l) => ({
      outcomeId: l.outcomeId,
      from: l.shown,
      to: l.price,
      accepted: acceptsOddsChange(policy, l.shown, l.price),
    }));
}

/**
 * Where a leg stands: `confirming` (just picked, shown at the price the pick carried until the server or the push
 * stream confirms it), `open` (bettable at `price`), `suspended` (its game or market is closed for now),
 * `finished` (its game is over or the outcome is gone for good) or `invalid` (an id the coupon cannot send).
 */
export type LegState = 'confirming' | 'open' | 'suspended' | 'finished' | 'invalid';

export interface Leg {
  outcomeId: string;
  /** The wire event at `price`, what a placement sends now. */
  event: SlipEvent | undefined;
  /** The price the player last saw and accepted (the pick's, or the one accepted since). */
  shown: number;
  /** The price the server would take now: the current one when known, else the shown one. */
  price: number;
  state: LegState;
}

/** Each outcome of the coupon as a leg priced from the current state (the one place a leg's price is decided). */
export function legsOf(outcomes: readonly CouponOutcome[], states: ReadonlyMap<string, CouponEventState>): Leg[] {
  return outcomes.map((o) => {
    const base = eventOf(o);
    const state = base && states.get(stateKey(base));
    const shown = o.coefficient;
    const legState: LegState = !base
      ? 'invalid'
      : !state
        ? 'confirming'
        : state.available
          ? 'open'
          : state.status === 1
            ? 'suspended'
            : 'finished';
    const price = legState === 'open' && state && state.coef > 1 ? state.coef : shown;
    return { outcomeId: o.id, event: base && { ...base, coef: price }, shown, price, state: legState };
  });
}

/** Legs that stop the bet until they reopen or the player removes them. */
export const blocksBet = (leg: Leg): boolean =>
  leg.state === 'suspended' || leg.state === 'finished' || leg.state === 'invalid';

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

/**
 * Quick-stake amounts: round multiples of the minimum stake, none above the balance when it is known (then the
 * balance itself when no multiple fits but the balance reaches the minimum).
 */
export function quickStakes(min: number, balance?: number): number[] {
  const base = min > 0 ? min : 1;
  const all = [10, 50, 100].map((m) => Math.round(base * m * 100) / 100);
  if (balance === undefined) return all;
  const fit = all.filter((q) => q <= balance + 1e-9);
  return fit.length > 0 ? fit : balance >= base ? [Math.floor(balance * 100) / 100] : [];
}
