/**
 * Toto maths shared by the site's coupon builder and the server's settlement (docs/promotions.md "Toto"). A coupon
 * picks a non-empty set of outcomes (1, X, 2) for each event of a draw; it plays every combination of them, each
 * combination a line at the draw's line stake. At settlement each line scores the events it got right, and every
 * prize tier (15, 14, 13, 12 right) shares its part of the prize fund among the lines that reached it.
 */

export const totoOutcomes = ['1', 'X', '2'] as const;
export type TotoOutcome = (typeof totoOutcomes)[number];
/** An event's result: an outcome, or `void` for a cancelled game (every choice counts as right). */
export type TotoResult = TotoOutcome | 'void';

/** A coupon's choice for one event, written as the outcomes picked in order: `1`, `X2`, `1X2`. */
export const choicePattern = /^(1?X?2?)$/;

/** The outcomes a choice string names (`X2` → ['X', '2']); empty when it names none. */
export function choiceOutcomes(choice: string): TotoOutcome[] {
  return totoOutcomes.filter((o) => choice.includes(o));
}

/** The lines a coupon plays: the product of the number of outcomes picked per event (0 if one event has none). */
export function couponLines(choices: readonly string[]): number {
  return choices.reduce((lines, c) => lines * choiceOutcomes(c).length, choices.length > 0 ? 1 : 0);
}

/**
 * How many of the coupon's lines got exactly h events right, for every h (index = h). Per event a line is right
 * on 1 of its picks (all of them for a void event, none when the result was not picked), so the counts are the
 * coefficients of Π (wrong_i + right_i · x).
 */
export function hitCounts(choices: readonly string[], results: readonly TotoResult[]): number[] {
  let poly = [1];
  choices.forEach((choice, i) => {
    const picked = choiceOutcomes(choice);
    const result = results[i];
    const right = result === 'void' ? picked.length : picked.filter((o) => o === result).length;
    const wrong = picked.length - right;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((n, h) => {
      next[h] = (next[h] ?? 0) + n * wrong;
      next[h + 1] = (next[h + 1] ?? 0) + n * right;
    });
    poly = next;
  });
  return poly;
}

/** A prize tier: the lines with `hits` right share `share` per cent of the prize fund. */
export interface TotoTier {
  hits: number;
  share: number;
}

export interface TierOutcome {
  hits: number;
  /** The tier's money, minor units: its share of the fund (plus the jackpot for the top tier). */
  fundMinor: number;
  /** Winning lines in the tier over every coupon. */
  lines: number;
  /** What one winning line is paid, minor units, rounded down (0 when the tier has no winner). */
  perLineMinor: number;
}

export interface DrawSettlement {
  tiers: TierOutcome[];
  /** What each coupon is paid (same order as the coupons given), minor units. */
  prizesMinor: number[];
  /** The house's cut of the pool. */
  houseMinor: number;
  /** The jackpot after the draw: the old one when nobody hit every event, plus unshared tiers and rounding. */
  jackpotMinor: number;
}

/**
 * Settles a draw of one currency: the pool (every coupon's stake) less the house share is the prize fund; each
 * tier gets its share, the top tier also the jackpot carried over. A tier without winners, and the rounding left
 * from the ones with, roll into the next draw's jackpot; so pool + old jackpot = house + prizes + new jackpot.
 */
export function settleDraw(input: {
  events: number;
  results: readonly TotoResult[];
  coupons: readonly { choices: readonly string[]; stakeMinor: number }[];
  tiers: readonly TotoTier[];
  houseSharePercent: number;
  jackpotMinor: number;
}): DrawSettlement {
  const pool = input.coupons.reduce((s, c) => s + c.stakeMinor, 0);
  const houseMinor = Math.floor((pool * input.houseSharePercent) / 100);
  const fund = pool - houseMinor;
  const counts = input.coupons.map((c) => hitCounts(c.choices, input.results));
  const tiers: TierOutcome[] = input.tiers.map((tier) => {
    const base = Math.floor((fund * tier.share) / 100);
    const fundMinor = base + (tier.hits === input.events ? input.jackpotMinor : 0);
    const lines = counts.reduce((s, c) => s + (c[tier.hits] ?? 0), 0);
    return { hits: tier.hits, fundMinor, lines, perLineMinor: lines > 0 ? Math.floor(fundMinor / lines) : 0 };
  });
  const prizesMinor = counts.map((c) => tiers.reduce((s, t) => s + (c[t.hits] ?? 0) * t.perLineMinor, 0));
  const paid = prizesMinor.reduce((s, p) => s + p, 0);
  return { tiers, prizesMinor, houseMinor, jackpotMinor: pool + input.jackpotMinor - houseMinor - paid };
}
