/**
 * What the coupon keeps in the browser (SPEC §3: storage holds the coupon and the player's settings): the
 * outcomes, so a reload — or a guest's round trip through login — comes back to the same coupon (the bet-change
 * setting's copy is kept by ../runtime/betting/bet-change-policy.ts). Storage may be blocked in third-party frames; then nothing persists and nothing fails.
 */
import { type CouponOutcome, couponOutcomeSchema, maxCouponOutcomes } from '@betframe/sdk/protocol';
import * as z from 'zod/mini';

const OUTCOMES_KEY = 'betframe:coupon';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const outcomesSchema = z.array(couponOutcomeSchema).check(z.maxLength(maxCouponOutcomes));

export function readOutcomes(): CouponOutcome[] {
  try {
    const parsed = outcomesSchema.safeParse(JSON.parse(storage()?.getItem(OUTCOMES_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeOutcomes(outcomes: readonly CouponOutcome[]): void {
  try {
    if (outcomes.length === 0) storage()?.removeItem(OUTCOMES_KEY);
    else storage()?.setItem(OUTCOMES_KEY, JSON.stringify(outcomes));
  } catch {
    // as above
  }
}

const ONE_CLICK_KEY = 'betframe:one-click';
const oneClickSchema = z.object({ on: z.boolean(), stake: z.string().check(z.maxLength(12)) });
export type OneClick = z.output<typeof oneClickSchema>;

export function readOneClick(): OneClick {
  try {
    const parsed = oneClickSchema.safeParse(JSON.parse(storage()?.getItem(ONE_CLICK_KEY) ?? 'null'));
    return parsed.success ? parsed.data : { on: false, stake: '' };
  } catch {
    return { on: false, stake: '' };
  }
}

export function writeOneClick(value: OneClick): void {
  try {
    storage()?.setItem(ONE_CLICK_KEY, JSON.stringify(value));
  } catch {
    // as above
  }
}
