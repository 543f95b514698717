import { describe, expect, it } from 'vitest';
import { isQuarterLine, settleHandicap, settleTotal, splitLine } from './asian-line';
import { combineHalves } from './selection-result';

describe('Asian lines', () => {
  it.each<[number, number[]]>([
    [-0.25, [-0.5, 0]],
    [0.25, [0, 0.5]],
    [-0.75, [-1, -0.5]],
    [1.75, [1.5, 2]],
    [2.5, [2.5]],
    [-1, [-1]],
  ])('line %d splits into %j', (line, parts) => {
    expect(splitLine(line)).toEqual(parts);
    expect(isQuarterLine(line)).toBe(parts.length === 2);
  });

  it.each<[number, number, number, string]>([
    [1, 1, -0.25, 'half-loss'],
    [2, 1, -0.25, 'win'],
    [1, 1, 0.25, 'half-win'],
    [0, 1, 0.25, 'loss'],
    [2, 1, -0.75, 'half-win'],
    [3, 1, -0.75, 'win'],
    [1, 1, -0.75, 'loss'],
    [2, 1, -1, 'refund'],
    [1, 1, 0, 'refund'],
    [1, 2, 1.25, 'half-win'],
    [0, 2, 1.75, 'half-loss'],
    [2, 0, -1.5, 'win'],
  ])('handicap: %d–%d at %d settles %s', (own, other, h, expected) => {
    expect(settleHandicap(own, other, h)).toBe(expected);
  });

  it.each<[number, number, 'over' | 'under', string]>([
    [2, 2.25, 'over', 'half-loss'],
    [2, 2.25, 'under', 'half-win'],
    [3, 2.75, 'over', 'half-win'],
    [3, 2.75, 'under', 'half-loss'],
    [3, 2.5, 'over', 'win'],
    [2, 2.5, 'over', 'loss'],
    [2, 2, 'over', 'refund'],
    [4, 3.75, 'over', 'half-win'],
    [5, 3.75, 'over', 'win'],
  ])('total %d against %d %s settles %s', (total, line, side, expected) => {
    expect(settleTotal(total, line, side)).toBe(expected);
  });

  it('combining halves is symmetric', () => {
    expect(combineHalves('win', 'refund')).toBe('half-win');
    expect(combineHalves('refund', 'loss')).toBe('half-loss');
    expect(combineHalves('win', 'loss')).toBe('refund');
  });
});
