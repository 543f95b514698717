// @vitest-environment happy-dom
/**
 * Every figure of the slip is derived from the current prices: a moved price shows old → new on its leg and the
 * totals follow at once in every bet type; what the placement sends is what the slip shows; a system shows its
 * lines and total stake; quick stakes stay within the balance; a fresh pick shows its own price at once.
 */
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { choose, click, clickWhenThere, type MountedTestWidget, typeInto, waitFor } from '../../test/betting-harness';
import { pick as outcome, byTestId as q, textOf as text, useCouponSlip } from '../../test/coupon-slip';
import { createSlipStore } from './slip-store';
import { slipView } from './slip-view';

const slip = useCouponSlip((book) => {
  book.settings.clear();
  book.pushEnabled = true;
  book.balance = 1000;
  book.advance = 0;
  for (const [key, coef] of [
    ['1:1:0', 2],
    ['2:1:0', 1.5],
    ['3:3:0', 3],
  ] as const)
    book.market.set(key, { coef, available: true });
});

/** The slip with `picks`, once it follows their games on its push stream. */
async function open(picks: CouponOutcome[]) {
  const m = await slip.open(picks);
  await waitFor(() => m.root.querySelector('[data-testid="coupon"]'));
  await waitFor(() => slip.book.calls.some((c) => c.call === 'feed-push'));
  return m;
}

const kind = (m: MountedTestWidget, value: string) =>
  clickWhenThere(m.root, `input[name="bet-kind"][value="${value}"]`);

describe('the slip tells the truth', () => {
  it('express: a moved price shows old → new and the total odds and possible win follow at once', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '10');
    expect(text(m, 'coupon-total')).toBe('9.00');
    slip.book.move('2:1:0', { coef: 1.62, available: true });
    await waitFor(() => q(m, 'odds-change'));
    expect(q(m, 'odds-change')?.textContent).toBe('1.50 → 1.62');
    // 2 × 1.62 × 3
    expect(text(m, 'coupon-total')).toBe('9.72');
    expect(text(m, 'coupon-potential-win')).toContain('97.20');
  });

  it('policy 1: the bet goes at the price the slip shows, with the totals the player saw', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    await choose(m.root, '#bf-coupon-policy', '1');
    await waitFor(() => slip.book.settings.get(1) === 1);
    slip.book.move('1:1:0', { coef: 2.5, available: true });
    await waitFor(() => text(m, 'coupon-total') === '3.75');
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '10');
    click(q(m, 'coupon-place'));
    await waitFor(() => q(m, 'coupon-receipt'));
    const sent = slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body.couponEvents as Array<{ coef: number }>;
    expect(sent.map((e) => e.coef)).toEqual([2.5, 1.5]);
  });

  it('system: lines, stake per line and total stake are shown; the total odds follow a moved price', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    await kind(m, 'system');
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '30');
    expect(text(m, 'coupon-lines-count')).toBe('3');
    expect(text(m, 'coupon-stake-per-line')).toContain('10.00');
    expect(text(m, 'coupon-total-stake')).toContain('30.00');
    expect(text(m, 'coupon-total')).toBe('4.50');
    slip.book.move('3:3:0', { coef: 4, available: true });
    // (2·1.5 + 2·4 + 1.5·4) / 3 = 5.667 on the odds grid: shown to the thousandth it is recorded at, not as 5.67
    await waitFor(() => text(m, 'coupon-total') === '5.667');
    expect(text(m, 'coupon-potential-win')).toContain('170.00');
  });

  it('several singles: the total stake counts every single and the win follows a moved price', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    await kind(m, 'singles');
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '20');
    expect(text(m, 'coupon-total-stake')).toContain('40.00');
    expect(text(m, 'coupon-potential-win')).toContain('70.00');
    slip.book.move('2:1:0', { coef: 2, available: true });
    await waitFor(() => text(m, 'coupon-potential-win').includes('80.00'));
  });

  it('quick stakes never offer more than the balance', async () => {
    slip.book.balance = 100;
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => slip.book.calls.some((c) => c.call === 'GetAvance'));
    const quick = () =>
      [...(q(m, 'coupon-stake')?.closest('.bf-row')?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
    await waitFor(() => quick().length === 1);
    expect(quick()[0]).toContain('100.00');
  });

  it('a fresh pick shows the price it carried while the slip confirms it, never "not available"', () => {
    const view = slipView(createSlipStore().getState(), {
      outcomes: [outcome('9:1:0', 1.85)],
      policy: 0,
      minBet: 10,
      taxes: undefined,
    });
    expect(view.legs[0]).toMatchObject({ state: 'confirming', price: 1.85 });
    expect(view.unavailable.size).toBe(0);
    expect(view.events[0]?.coef).toBe(1.85);
  });
});
