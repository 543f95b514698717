import { describe, expect, it } from 'vitest';
import { type BetKind, betKindFromVid, checkCouponShape, vidOf } from './bet-kind';
import { isCertainLoss, lineCount, potentialWin, settleCoupon } from './coupon-maths';
import {
  type CoverLeg,
  type CoverName,
  coverLines,
  coverOf,
  coverReturn,
  coverShape,
  coversFor,
  defaultLuckyBonus,
  luckyBonus,
} from './full-covers';
import type { SelectionResult } from './selection-result';

const cover = (singles: boolean): BetKind => ({ type: 'cover', singles });
const legs = (coefs: number[], results: SelectionResult[]): CoverLeg[] =>
  coefs.map((coefficient, i) => ({ coefficient, result: results[i] ?? 'win' }));

describe('named full covers', () => {
  it.each<[CoverName, number, number]>([
    ['trixie', 3, 4],
    ['patent', 3, 7],
    ['yankee', 4, 11],
    ['lucky15', 4, 15],
    ['canadian', 5, 26],
    ['lucky31', 5, 31],
    ['heinz', 6, 57],
    ['lucky63', 6, 63],
    ['superHeinz', 7, 120],
    ['goliath', 8, 247],
  ])('%s: %i selections, %i lines', (name, n, lines) => {
    const shape = coverShape(name);
    expect(shape.n).toBe(n);
    expect(coverLines(n, shape.singles)).toBe(lines);
    expect(lineCount(cover(shape.singles), n)).toBe(lines);
    expect(coverOf(n, shape.singles)).toBe(name);
  });

  it('the covers n selections make, and no cover outside 3–8 (3–6 with singles)', () => {
    expect(coversFor(4)).toEqual(['yankee', 'lucky15']);
    expect(coversFor(8)).toEqual(['goliath']);
    expect(coverOf(7, true)).toBeUndefined();
    expect(checkCouponShape(cover(true), [1, 2, 3, 4, 5, 6, 7])).toBe('cover_size_invalid');
    expect(checkCouponShape(cover(false), [1, 2])).toBe('cover_size_invalid');
    expect(checkCouponShape(cover(false), [1, 1, 2, 3])).toBe('duplicate_game');
    expect(checkCouponShape(cover(false), [1, 2, 3, 4])).toBeUndefined();
  });

  it('travels as vid 4 (doubles up) and 5 (with singles); 3 is the bet builder’s', () => {
    expect(vidOf(cover(false))).toBe(4);
    expect(vidOf(cover(true))).toBe(5);
    expect(betKindFromVid(4)).toEqual(cover(false));
    expect(betKindFromVid(5)).toEqual(cover(true));
    expect(betKindFromVid(3)).toBeUndefined();
  });
});

describe('returns of a full cover, stake 1 per line (hand-computed)', () => {
  it('Trixie 2, 3, 4 all winning: doubles 6 + 8 + 12, treble 24 = 50 for a stake of 4', () => {
    expect(potentialWin(cover(false), [2, 3, 4], 4)).toBe(50);
    expect(settleCoupon(cover(false), legs([2, 3, 4], []), 4)).toBe(50);
  });

  it('Yankee at evens ×4: 6 doubles × 4 + 4 trebles × 8 + 16 = 72 for 11', () => {
    expect(settleCoupon(cover(false), legs([2, 2, 2, 2], []), 11)).toBe(72);
  });

  it('Yankee with a void leg: it counts at 1 in its lines (18 + 20 + 8 = 46)', () => {
    expect(settleCoupon(cover(false), legs([2, 2, 2, 2], ['win', 'win', 'win', 'refund']), 11)).toBe(46);
  });

  it('Yankee with a lost leg: only the 3 doubles and the treble of the others pay (12 + 8 = 20)', () => {
    expect(settleCoupon(cover(false), legs([2, 2, 2, 2], ['win', 'win', 'win', 'loss']), 11)).toBe(20);
  });

  it('a Yankee is lost once three legs lose; a Lucky 15 only when all four do', () => {
    expect(isCertainLoss(cover(false), ['loss', 'loss', undefined, undefined])).toBe(false);
    expect(isCertainLoss(cover(false), ['loss', 'loss', 'loss', undefined])).toBe(true);
    expect(isCertainLoss(cover(true), ['loss', 'loss', 'loss', undefined])).toBe(false);
  });

  it('Patent 2, 3, 4: singles 9 + doubles 26 + treble 24 = 59 for 7', () => {
    expect(settleCoupon(cover(true), legs([2, 3, 4], []), 7)).toBe(59);
  });

  it('Lucky 15 2, 3, 4, 5 all winning: 14 + 71 + 154 + 120 = 359, and the all-winners bonus 10 % = 35.90', () => {
    const l = legs([2, 3, 4, 5], []);
    const gross = coverReturn(l, true, 1);
    expect(gross).toBeCloseTo(359, 9);
    expect(settleCoupon(cover(true), l, 15)).toBe(359);
    expect(luckyBonus('lucky15', l, 1, gross)).toBeCloseTo(35.9, 9);
  });

  it('Lucky 15 with one winner at 3.0: the single pays at double odds (5.00 instead of 3.00)', () => {
    const l = legs([2, 3, 4, 5], ['loss', 'win', 'loss', 'loss']);
    const gross = coverReturn(l, true, 1);
    expect(gross).toBe(3);
    expect(gross + luckyBonus('lucky15', l, 1, gross)).toBe(5);
  });

  it('Lucky 15 with one winner and a void leg: no bonus (4 from the singles, 3 from the double)', () => {
    const l = legs([2, 3, 4, 5], ['loss', 'win', 'refund', 'loss']);
    const gross = coverReturn(l, true, 1);
    expect(gross).toBe(7);
    expect(luckyBonus('lucky15', l, 1, gross)).toBe(0);
  });

  it('the bonuses follow the configuration; a Yankee or a disabled bonus gets none', () => {
    const all = legs([2, 2, 2, 2, 2, 2], []);
    const gross = coverReturn(all, true, 1);
    expect(gross).toBe(3 ** 6 - 1);
    expect(luckyBonus('lucky63', all, 1, gross)).toBeCloseTo(gross * 0.25, 9);
    const one = legs([4, 2, 2, 2, 2], ['win', 'loss', 'loss', 'loss', 'loss']);
    const triple = { ...defaultLuckyBonus, oneWinnerOddsFactor: 3 };
    expect(luckyBonus('lucky31', one, 2, 8, triple)).toBe(2 * 3 * 2);
    expect(luckyBonus('yankee', legs([2, 2, 2, 2], []), 1, 72)).toBe(0);
    expect(luckyBonus('lucky15', legs([2, 3, 4, 5], []), 1, 359, { ...defaultLuckyBonus, enabled: false })).toBe(0);
  });
});
