// @vitest-environment happy-dom
/**
 * The slip's freebet, insurance and promo code choice (promotion-entry.tsx, promotions.tsx) against the stand-in
 * sportsbook: the panel comes by itself when the player has a freebet, else behind "Freebet or promo code"; a
 * chosen freebet sets the stake to its amount and goes out as `userIdBonus`; one the coupon's odds do not meet
 * cannot be chosen; a promo code goes out as `promo` and its refusal reads in words; a guest asks nothing.
 */
import { describe, expect, it } from 'vitest';
import { click, type MountedTestWidget, typeInto, waitFor } from '../../test/betting-harness';
import { pick, useCouponSlip } from '../../test/coupon-slip';

const slip = useCouponSlip((book) => {
  book.promotions = [];
  book.balance = 1000;
  book.market.set('1:1:0', { coef: 2, available: true });
});

const freebet = (id: number, amount: number, minOdds = 1.5) => ({
  id,
  type: 6,
  mechanic: 'freebet',
  amount,
  currencyIso: 'RUB',
  expirationDate: '2026-12-01T00:00:00.000Z',
  minOdds,
  minLegs: 1,
});

const open = (options: { player?: boolean } = {}) => slip.open([pick('1:1:0')], options);

const q = (m: MountedTestWidget, testId: string) => m.root.querySelector(`[data-testid="${testId}"]`);
const radio = (m: MountedTestWidget, value: string) =>
  waitFor(() => m.root.querySelector(`input[name="coupon-promotion"][value="${value}"]`) as HTMLInputElement | null);
const placed = () => slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body;

describe('the slip’s freebets and promo codes', () => {
  it('a player with freebets chooses one: its amount is the stake, the win is without it, the bet names it', async () => {
    slip.book.promotions = [freebet(41, 10), freebet(42, 20, 5)];
    const m = await open();
    const first = await radio(m, '41');
    expect(first.closest('label')?.textContent).toBe('Freebet 10.00 ₽');
    // Odds 2 are below the second freebet's 5: it cannot be chosen.
    expect((await radio(m, '42')).disabled).toBe(true);
    expect((await radio(m, 'money')).checked).toBe(true);
    click(first);
    await waitFor(() => (q(m, 'coupon-stake') as HTMLInputElement).value === '10');
    expect(q(m, 'coupon-freebet-win')?.textContent).toBe(
      'A freebet stakes no money: a win pays 10.00 ₽, the winnings without the stake.',
    );
    click(q(m, 'coupon-place'));
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(placed()).toMatchObject({ summ: 10, userIdBonus: 41 });
    expect(placed()).not.toHaveProperty('promo');
  });

  it('without freebets the panel waits for "Freebet or promo code"; a code goes with the bet', async () => {
    const m = await open();
    const opener = await waitFor(() => q(m, 'coupon-promo-open'));
    await waitFor(() => slip.book.calls.some((c) => c.call === 'bet-promotions'));
    expect(q(m, 'coupon-promotions')).toBeNull();
    expect(opener.textContent).toBe('Freebet or promo code');
    click(opener);
    const field = (await waitFor(() => q(m, 'coupon-promo-code'))) as HTMLInputElement;
    typeInto(field, 'spring10');
    click(q(m, 'coupon-promo-apply'));
    await waitFor(() => q(m, 'coupon-promo-chosen'));
    expect(q(m, 'coupon-promo-chosen')?.textContent).toContain('Promo code SPRING10 goes with this bet.');
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '50');
    click(q(m, 'coupon-place'));
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(placed()).toMatchObject({ summ: 50, promo: 'SPRING10' });
  });

  it('a refused promo code reads in words', async () => {
    const m = await open();
    click(await waitFor(() => q(m, 'coupon-promo-open')));
    typeInto((await waitFor(() => q(m, 'coupon-promo-code'))) as HTMLInputElement, 'USED');
    click(q(m, 'coupon-promo-apply'));
    await waitFor(() => q(m, 'coupon-promo-chosen'));
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '50');
    slip.book.failNext = {
      status: 400,
      body: { success: false, message: 'x', errors: [{ code: 'promo_used_up', detail: 'x' }] },
    };
    click(q(m, 'coupon-place'));
    const error = await waitFor(() => q(m, 'coupon-error'));
    expect(error.textContent).toBe('This promo code has been used up.');
  });

  it('a guest is not asked about freebets', async () => {
    const m = await open({ player: false });
    expect(q(m, 'coupon-promo-open')).toBeNull();
    expect(slip.book.calls.some((c) => c.call === 'bet-promotions')).toBe(false);
  });
});
