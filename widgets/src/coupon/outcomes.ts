/**
 * The coupon's outcomes live in the shared store (`couponOutcomes`), so every widget of the page sees the same
 * coupon: a pick in the line widget, or a partner's own odds button calling `handle.call('addOutcome', …)`.
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

/** Adds an outcome (an outcome already in the coupon is not added twice); returns the number of outcomes. */
export function addOutcome(shared: StoreApi<SharedStore>, outcome: unknown): number {
  const checked = couponOutcomeSchema.parse(outcome);
  const { couponOutcomes: list, patch } = shared.getState();
  if (list.some((o) => o.id === checked.id)) return list.length;
  if (list.length >= maxCouponOutcomes) throw new CouponFullError();
  patch({ couponOutcomes: [...list, checked] });
  return list.length + 1;
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

/** The product of the coefficients (an express bet's odds), rounded to 2 decimals. */
export function totalOdds(outcomes: readonly CouponOutcome[]): number {
  return Math.round(outcomes.reduce((product, o) => product * o.coefficient, 1) * 100) / 100;
}
