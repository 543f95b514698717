import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../config';
import { amountTextToMinor, paymentFeeMinor, paymentsConfigSchema } from './index';

describe('deposit methods', () => {
  it('an operator without a payments group gets the five kinds, each enabled with its limits', () => {
    const payments = paymentsConfigSchema.parse(siteConfigSchema.parse({}).payments);
    expect(payments.methods.map((m) => [m.kind, m.enabled])).toEqual([
      ['card', true],
      ['ewallet', true],
      ['bank', true],
      ['crypto', true],
      ['terminal', true],
    ]);
    expect(payments.methods[3]?.confirmations).toBe(3);
    expect(payments.presets).toEqual([500, 1000, 5000, 10000]);
  });

  it('the fee is the percentage rounded half up plus the fixed part, in integer minor units', () => {
    expect(paymentFeeMinor(100_000, { feePercent: 1.5, feeFixedMinor: 0 })).toBe(1_500);
    expect(paymentFeeMinor(33, { feePercent: 1.5, feeFixedMinor: 0 })).toBe(0);
    expect(paymentFeeMinor(34, { feePercent: 1.5, feeFixedMinor: 0 })).toBe(1);
    expect(paymentFeeMinor(100_000, { feePercent: 0, feeFixedMinor: 5_000 })).toBe(5_000);
    expect(paymentFeeMinor(1_000_000_000, { feePercent: 0.5, feeFixedMinor: 1 })).toBe(5_000_001);
  });

  it('reads a typed amount without float maths', () => {
    expect([amountTextToMinor('150,5', 2), amountTextToMinor('0.1', 2), amountTextToMinor('1.234', 2)]).toEqual([
      15_050,
      10,
      undefined,
    ]);
    expect([amountTextToMinor('12', 0), amountTextToMinor('-1', 2), amountTextToMinor('', 2)]).toEqual([
      12,
      undefined,
      undefined,
    ]);
  });
});
