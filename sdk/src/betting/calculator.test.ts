import { describe, expect, it } from 'vitest';
import { calculateBet, placeOdds } from './calculator';

const win = (odds: number) => ({ odds, result: 'win' as const });

describe('the betting calculator', () => {
  it('single, express and system k of n as the coupon settles them', () => {
    expect(calculateBet({ kind: { type: 'single' }, stake: 10, selections: [win(2.5)] })).toEqual({
      lines: 1,
      totalStake: 10,
      payout: 25,
      profit: 15,
    });
    expect(
      calculateBet({ kind: { type: 'express' }, stake: 10, selections: [win(1.5), win(2), win(1.8)] }).payout,
    ).toBe(54);
    // 2 of 3 for 30: three doubles of 10; one loses, so only 1.5 × 2 of the three pays.
    const system = calculateBet({
      kind: { type: 'system', size: 2 },
      stake: 30,
      selections: [win(1.5), win(2), { odds: 1.8, result: 'loss' }],
    });
    expect(system).toEqual({ lines: 3, totalStake: 30, payout: 30, profit: 0 });
  });

  it('a refund counts as odds 1; half results as the quarter lines settle', () => {
    expect(
      calculateBet({ kind: { type: 'express' }, stake: 10, selections: [win(2), { odds: 3, result: 'refund' }] })
        .payout,
    ).toBe(20);
    expect(
      calculateBet({ kind: { type: 'single' }, stake: 10, selections: [{ odds: 2, result: 'half-win' }] }).payout,
    ).toBe(15);
  });

  it('a dead heat divides the stake of the winner by the competitors sharing the place', () => {
    expect(
      calculateBet({ kind: { type: 'single' }, stake: 10, selections: [{ odds: 5, result: 'win', deadHeat: 2 }] }),
    ).toEqual({ lines: 1, totalStake: 10, payout: 25, profit: 15 });
  });

  it('each way: a win and a place bet of the same stake, the place at a fraction of the odds', () => {
    expect(placeOdds(9, 1 / 4)).toBe(3);
    const won = calculateBet({
      kind: { type: 'single' },
      stake: 10,
      selections: [win(9)],
      eachWay: { fraction: 1 / 4 },
    });
    expect(won).toEqual({ lines: 2, totalStake: 20, payout: 120, profit: 100 });
    const placed = calculateBet({
      kind: { type: 'single' },
      stake: 10,
      selections: [{ odds: 9, result: 'loss', placeResult: 'win' }],
      eachWay: { fraction: 1 / 4 },
    });
    expect(placed).toEqual({ lines: 2, totalStake: 20, payout: 30, profit: 10 });
  });
});
