import { describe, expect, it } from 'vitest';
import type { BetKind } from './bet-kind';
import { checkCouponShape } from './bet-kind';
import { combinations, elementarySymmetric } from './combinations';
import { couponCoefficient, isCertainLoss, lineCount, potentialWin, settleCoupon } from './coupon-maths';
import { deadHeatOdds, type SelectionResult } from './selection-result';

const sys = (size: number): BetKind => ({ type: 'system', size });
const single: BetKind = { type: 'single' };
const express: BetKind = { type: 'express' };

describe('potential win of each bet kind', () => {
  it.each<[string, BetKind, number[], number, number]>([
    ['single pays stake × coefficient', single, [1.85], 100, 185],
    ['express multiplies coefficients', express, [2, 3, 1.5], 10, 90],
    ['system 2/3 splits the stake over 3 doubles', sys(2), [2, 3, 4], 30, 260],
    ['system 3/4 splits the stake over 4 trebles', sys(3), [2, 2, 2, 2], 40, 320],
    ['system 4/5 rounds down to the cent', sys(4), [1.5, 1.5, 1.5, 1.5, 1.5], 50, 253.12],
    ['system 2/4 makes 6 doubles', sys(2), [2, 2, 2, 2], 60, 240],
    ['system 3/5 makes 10 trebles', sys(3), [2, 2, 2, 2, 2], 100, 800],
  ])('%s', (_name, kind, coefs, stake, expected) => {
    expect(potentialWin(kind, coefs, stake)).toBe(expected);
  });

  it('system coefficient equals potential win per unit of stake', () => {
    expect(couponCoefficient(sys(2), [2, 3, 4])).toBeCloseTo(26 / 3, 3);
  });

  it('system line count is C(n,k)', () => {
    expect(lineCount(sys(2), 3)).toBe(3);
    expect(lineCount(sys(3), 4)).toBe(4);
    expect(lineCount(sys(4), 5)).toBe(5);
    expect(lineCount(sys(10), 20)).toBe(184756);
    expect(lineCount(express, 7)).toBe(1);
  });
});

const s = (coefficient: number, result: SelectionResult) => ({ coefficient, result });

describe('settlement of each bet kind', () => {
  it.each<[string, BetKind, ReturnType<typeof s>[], number, number]>([
    ['single win', single, [s(1.85, 'win')], 100, 185],
    ['single loss', single, [s(1.85, 'loss')], 100, 0],
    ['single refund returns the stake', single, [s(1.85, 'refund')], 100, 100],
    ['single half-win on an Asian quarter line', single, [s(1.9, 'half-win')], 100, 145],
    ['single half-loss on an Asian quarter line', single, [s(1.9, 'half-loss')], 100, 50],
    ['express all won', express, [s(2, 'win'), s(3, 'win'), s(1.5, 'win')], 10, 90],
    ['express with one loss pays nothing', express, [s(2, 'win'), s(3, 'loss'), s(1.5, 'win')], 10, 0],
    ['void inside an express counts as 1', express, [s(2, 'win'), s(3, 'refund'), s(1.5, 'win')], 10, 30],
    ['all voids in an express return the stake', express, [s(2, 'refund'), s(3, 'refund')], 10, 10],
    ['half-win inside an express', express, [s(1.9, 'half-win'), s(2, 'win')], 10, 29],
    ['half-loss inside an express', express, [s(1.9, 'half-loss'), s(2, 'win')], 10, 10],
    ['system 2/3 all won', sys(2), [s(2, 'win'), s(3, 'win'), s(4, 'win')], 30, 260],
    ['system 2/3 one loss keeps one double', sys(2), [s(2, 'win'), s(3, 'win'), s(4, 'loss')], 30, 60],
    ['system 2/3 two losses pays nothing', sys(2), [s(2, 'win'), s(3, 'loss'), s(4, 'loss')], 30, 0],
    ['void inside a system 2/3', sys(2), [s(2, 'win'), s(3, 'win'), s(4, 'refund')], 30, 110],
    ['system 3/4 one loss keeps one treble', sys(3), [s(2, 'win'), s(2, 'win'), s(2, 'win'), s(2, 'loss')], 40, 80],
    [
      'system 3/4 void and loss',
      sys(3),
      [s(2, 'win'), s(2, 'refund'), s(2, 'win'), s(2, 'loss')],
      40,
      // only {1,2,3}: 2·1·2 = 4 → 10 × 4
      40,
    ],
    [
      'system 4/5 one loss',
      sys(4),
      [s(1.5, 'win'), s(1.5, 'win'), s(1.5, 'win'), s(1.5, 'win'), s(1.5, 'loss')],
      50,
      50.62,
    ],
    [
      'system 4/5 with a half-win',
      sys(4),
      [s(2, 'half-win'), s(2, 'win'), s(2, 'win'), s(2, 'win'), s(2, 'loss')],
      50,
      // one winning four-fold: 1.5·2·2·2 = 12 → 10 × 12
      120,
    ],
  ])('%s', (_name, kind, selections, stake, expected) => {
    expect(settleCoupon(kind, selections, stake)).toBe(expected);
  });
});

describe('dead heat: a won selection whose place k competitors share counts at odds / k', () => {
  it('pays a single at full odds on stake / k and an express leg at odds / k; a lost one is not touched', () => {
    // 10 on a 6.0 top scorer shared by 3: 10 / 3 at 6.0 = 20.
    expect(settleCoupon(single, [{ coefficient: 6, result: 'win', deadHeat: 3 }], 10)).toBe(20);
    // 6.0 / 2 × 2.5 = 7.5 → 10 × 7.5.
    expect(
      settleCoupon(
        express,
        [
          { coefficient: 6, result: 'win', deadHeat: 2 },
          { coefficient: 2.5, result: 'win' },
        ],
        10,
      ),
    ).toBe(75);
    expect(settleCoupon(single, [{ coefficient: 6, result: 'loss', deadHeat: 3 }], 10)).toBe(0);
    expect(settleCoupon(single, [{ coefficient: 6, result: 'win', deadHeat: 1 }], 10)).toBe(60);
    expect(deadHeatOdds(6, 4)).toBe(1.5);
    expect(deadHeatOdds(6)).toBe(6);
  });
});

describe('system maths matches brute-force enumeration', () => {
  it('elementary symmetric sum equals the sum over all k-subsets', () => {
    const values = [1.4, 2.2, 3.1, 1.7, 2.9, 1.05];
    for (let k = 1; k <= values.length; k++) {
      let brute = 0;
      for (const c of combinations(values.length, k)) brute += c.reduce((p, i) => p * (values[i] as number), 1);
      expect(elementarySymmetric(values, k)).toBeCloseTo(brute, 9);
    }
  });
});

describe('coupon shape rules', () => {
  it.each<[string, BetKind, number[], string | undefined]>([
    ['single takes one event', single, [1], undefined],
    ['single refuses two events', single, [1, 2], 'single_needs_one_event'],
    ['express needs two events', express, [1], 'express_needs_two_events'],
    ['express refuses two events of one game', express, [1, 1], 'duplicate_game'],
    ['express allows 50 events', express, Array.from({ length: 50 }, (_, i) => i), undefined],
    ['express refuses 51 events', express, Array.from({ length: 51 }, (_, i) => i), 'coupon_too_many_events'],
    ['system allows 20 events', sys(10), Array.from({ length: 20 }, (_, i) => i), undefined],
    ['system refuses 21 events', sys(10), Array.from({ length: 21 }, (_, i) => i), 'system_too_many_events'],
    ['system size must be below n', sys(3), [1, 2, 3], 'system_size_invalid'],
    ['system size must be at least 2', sys(1), [1, 2, 3], 'system_size_invalid'],
    ['empty coupon', express, [], 'coupon_empty'],
  ])('%s', (_name, kind, games, expected) => {
    expect(checkCouponShape(kind, games)).toBe(expected);
  });
});

describe('early loss of a coupon', () => {
  it('an express is lost on its first losing selection', () => {
    expect(isCertainLoss(express, ['win', 'loss', undefined])).toBe(true);
  });
  it('a system 2/4 survives two losses but not three', () => {
    expect(isCertainLoss(sys(2), ['loss', 'loss', undefined, undefined])).toBe(false);
    expect(isCertainLoss(sys(2), ['loss', 'loss', 'loss', undefined])).toBe(true);
  });
});
