import { describe, expect, it } from 'vitest';
import { cashOutOffer, partialCashOut } from './cash-out';
import { acceptsOddsChange } from './odds-change';
import { applyStakeTax, noTaxes, payoutTax } from './taxes';

describe('odds-change policy (bet-change setting)', () => {
  it.each<[number, number, number, boolean]>([
    [0, 1.9, 1.9, true],
    [0, 1.9, 2.0, false],
    [0, 1.9, 1.8, false],
    [1, 1.9, 1.8, true],
    [1, 1.9, 2.1, true],
    [2, 1.9, 2.1, true],
    [2, 1.9, 1.8, false],
  ])('policy %d shown %d now %d → %s', (policy, shown, now, ok) => {
    expect(acceptsOddsChange(policy, shown, now)).toBe(ok);
  });
});

describe('betting taxes', () => {
  const taxes = { ...noTaxes, stakeTaxPercent: 5, payoutTaxPercent: 10, winAmountThreshold: 100, coefThreshold: 1.5 };
  it('stake tax is taken from the amount paid', () => {
    expect(applyStakeTax(taxes, 100)).toEqual({ stake: 95, tax: 5 });
  });
  it('payout tax applies to net winnings above the threshold', () => {
    expect(payoutTax(taxes, 400, 100, 4)).toBe(30);
  });
  it('payout tax skips winnings at or below the threshold', () => {
    expect(payoutTax(taxes, 180, 100, 1.8)).toBe(0);
  });
  it('payout tax skips coupons below the coefficient threshold', () => {
    expect(payoutTax(taxes, 1400, 1000, 1.4)).toBe(0);
  });
  it('gross payout tax taxes the whole payout', () => {
    expect(payoutTax({ ...taxes, type: 'gross' }, 400, 100, 4)).toBe(40);
  });
});

describe('cash-out', () => {
  it('offers placed/current value less the margin for a single', () => {
    expect(cashOutOffer({ type: 'single' }, [{ placed: 2, current: 1.25 }], 100, 0.05)).toBe(152);
  });
  it('counts won selections of an express at their coefficient', () => {
    const offer = cashOutOffer(
      { type: 'express' },
      [
        { placed: 2, result: 'win' },
        { placed: 3, current: 3 },
      ],
      10,
      0,
    );
    expect(offer).toBe(20);
  });
  it('makes no offer on a lost express, a suspended market or a system', () => {
    expect(
      cashOutOffer(
        { type: 'express' },
        [
          { placed: 2, result: 'loss' },
          { placed: 3, current: 3 },
        ],
        10,
        0,
      ),
    ).toBeUndefined();
    expect(cashOutOffer({ type: 'single' }, [{ placed: 2 }], 10, 0)).toBeUndefined();
    expect(cashOutOffer({ type: 'system', size: 2 }, [{ placed: 2, current: 2 }], 10, 0)).toBeUndefined();
  });
  it('values every open line of a system: stake / C(n,k) × e_k(factors), less the margin', () => {
    // Factors 1 (2/2), 1.5 (won at 1.5), 2/4 = 0.5 → e_2 = 1·1.5 + 1·0.5 + 1.5·0.5 = 2.75; 30 / 3 × 2.75 = 27.5.
    const selections = [
      { placed: 2, current: 2 },
      { placed: 1.5, result: 'win' as const },
      { placed: 2, current: 4 },
    ];
    expect(cashOutOffer({ type: 'system', size: 2 }, selections, 30, 0)).toBe(27.5);
    expect(cashOutOffer({ type: 'system', size: 2 }, selections, 30, 0.05)).toBe(26.12);
    // A suspended leg stops the offer; so does a system that can no longer pay.
    expect(
      cashOutOffer({ type: 'system', size: 2 }, [...selections.slice(0, 2), { placed: 2 }], 30, 0),
    ).toBeUndefined();
    const lost = [
      { placed: 2, result: 'loss' as const },
      { placed: 2, result: 'loss' as const },
      { placed: 2, current: 2 },
    ];
    expect(cashOutOffer({ type: 'system', size: 2 }, lost, 30, 0)).toBeUndefined();
  });
  it('partial cash-out keeps the unsold share of the stake', () => {
    expect(partialCashOut(100, 150, 75)).toEqual({ remainingStake: 50 });
  });
});
