import { describe, expect, it } from 'vitest';
import { couponLines, hitCounts, settleDraw, type TotoResult } from './maths';

const all = (c: string) => Array.from({ length: 15 }, () => c);
const tiers = [
  { hits: 15, share: 40 },
  { hits: 14, share: 25 },
  { hits: 13, share: 20 },
  { hits: 12, share: 15 },
];
const results: TotoResult[] = all('1') as TotoResult[];
// The hand-computed example of docs/promotions.md "Toto" (line stake 10.00, house 10 %).
const A = all('1'); // 1 line, 15 right
const B = [...all('1').slice(0, 14), 'X']; // 1 line, 14 right
const C = ['1X', ...all('1').slice(0, 13), '2']; // 2 lines: 14 and 13 right
const D = ['X2', 'X2', 'X2', ...all('1').slice(0, 12)]; // 8 lines, each 12 right
const coupon = (choices: string[]) => ({ choices, stakeMinor: couponLines(choices) * 1000 });

describe('toto maths', () => {
  it('counts lines and the lines per number of right answers', () => {
    expect(couponLines(C)).toBe(2);
    expect(couponLines(D)).toBe(8);
    expect(couponLines(['1X2', '1X2', '1'])).toBe(9);
    expect(hitCounts(C, results)[14]).toBe(1);
    expect(hitCounts(C, results)[13]).toBe(1);
    expect(hitCounts(D, results)[12]).toBe(8);
    // A void event is right for every choice.
    expect(hitCounts(['X2', '1'], ['void', '1'])).toEqual([0, 0, 2]);
  });

  it('rolls the top tier and the jackpot over when nobody gets all 15 right', () => {
    const s = settleDraw({
      events: 15,
      results,
      coupons: [B, C, D].map(coupon),
      tiers,
      houseSharePercent: 10,
      jackpotMinor: 0,
    });
    // Pool 110.00, house 11.00, fund 99.00: 14 right 24.75 / 2 lines, 13 right 19.80, 12 right 14.85 / 8 lines.
    expect(s.houseMinor).toBe(1100);
    expect(s.tiers.map((t) => [t.hits, t.lines, t.perLineMinor])).toEqual([
      [15, 0, 0],
      [14, 2, 1237],
      [13, 1, 1980],
      [12, 8, 185],
    ]);
    expect(s.prizesMinor).toEqual([1237, 1237 + 1980, 8 * 185]);
    expect(s.jackpotMinor).toBe(3966);
  });

  it('pays the jackpot with the top tier and keeps pool + jackpot = house + prizes + new jackpot', () => {
    const s = settleDraw({
      events: 15,
      results,
      coupons: [A, B, C, D].map(coupon),
      tiers,
      houseSharePercent: 10,
      jackpotMinor: 3966,
    });
    expect(s.prizesMinor).toEqual([4320 + 3966, 1350, 1350 + 2160, 8 * 202]);
    expect(s.jackpotMinor).toBe(4);
    const paid = s.prizesMinor.reduce((a, b) => a + b, 0);
    expect(12_000 + 3966).toBe(s.houseMinor + paid + s.jackpotMinor);
  });
});
