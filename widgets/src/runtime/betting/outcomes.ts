/**
 * The coupon's outcomes live in the shared store (`couponOutcomes`), so every widget of the page sees the same
 * coupon: a pick in the line widget, or a partner's own odds button calling `handle.call('addOutcome', …)`.
 * One outcome per game (outcomes of one game are correlated): picking another outcome of a game replaces it.
 */
import { type CouponOutcome, couponOutcomeSchema, maxCouponOutcomes, type SharedStore } from '@betframe/sdk/protocol';
import type { StoreApi } from 'zustand/vanilla';

export class CouponFullError extends Error {
  readonly code = 'coupon_full';
  constructor() {
    super(`a coupon holds at most ${maxCouponOutcomes} outcomes`);
    this.name = 'CouponFullError';
  }
}

/** The game an outcome belongs to: its `gameId`, else the first part of a `game:type:param` id. */
export function gameOf(outcome: CouponOutcome): number | undefined {
  if (outcome.gameId !== undefined) return outcome.gameId;
  const first = Number(outcome.id.split(':')[0]);
  return Number.isSafeInteger(first) && outcome.id.includes(':') ? first : undefined;
}

/**
 * Adds an outcome (an outcome already in the coupon is not added twice; another outcome of the same game takes
 * its place); returns the number of outcomes.
 */
export function addOutcome(shared: StoreApi<SharedStore>, outcome: unknown): number {
  const checked = couponOutcomeSchema.parse(outcome);
  const { couponOutcomes: list, patch } = shared.getState();
  if (list.some((o) => o.id === checked.id)) return list.length;
  const game = gameOf(checked);
  const sameGame = game === undefined ? -1 : list.findIndex((o) => gameOf(o) === game);
  if (sameGame >= 0) {
    patch({ couponOutcomes: list.map((o, i) => (i === sameGame ? checked : o)) });
    return list.length;
  }
  if (list.length >= maxCouponOutcomes) throw new CouponFullError();
  patch({ couponOutcomes: [...list, checked] });
  return list.length + 1;
}

/** A pick on an odds button: adds the outcome, or removes it when it is already in the coupon. */
export function toggleOutcome(shared: StoreApi<SharedStore>, outcome: CouponOutcome): number {
  const { couponOutcomes: list } = shared.getState();
  return list.some((o) => o.id === outcome.id) ? removeOutcome(shared, outcome.id) : addOutcome(shared, outcome);
}

export function removeOutcome(shared: StoreApi<SharedStore>, id: unknown): number {
  const { couponOutcomes: list, patch } = shared.getState();
  const next = list.filter((o) => o.id !== id);
  if (next.length !== list.length) patch({ couponOutcomes: next });
  return next.length;
}

export function clearCoupon(shared: StoreApi<SharedStore>): void {
  shared.getState().patch({ couponOutcomes: [] });
}

/** The player accepted new odds: the coupon now shows (and bets at) these coefficients. */
export function setCoefficients(shared: StoreApi<SharedStore>, coefficients: ReadonlyMap<string, number>): void {
  const { couponOutcomes: list, patch } = shared.getState();
  let changed = false;
  const next = list.map((o) => {
    const coefficient = coefficients.get(o.id);
    if (coefficient === undefined || coefficient < 1 || coefficient === o.coefficient) return o;
    changed = true;
    return { ...o, coefficient };
  });
  if (changed) patch({ couponOutcomes: next });
}

/** The product of the coefficients (an express bet's odds), rounded to 2 decimals. */
export function totalOdds(outcomes: readonly CouponOutcome[]): number {
  return Math.round(outcomes.reduce((product, o) => product * o.coefficient, 1) * 100) / 100;
}
