// @vitest-environment happy-dom
/**
 * "My bets" in the coupon: the player's bets from History, kept live by the player's push stream (a settlement
 * shows without a reload or another History call), and cash-out at the live quote — a quote that no longer holds
 * brings the new amount onto the button, and accepting it sells at exactly that amount.
 */
import type { Bet } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { click, type MountedTestWidget, waitFor } from '../../test/betting-harness';
import { pick, useCouponSlip } from '../../test/coupon-slip';
import { quoteTiming } from './my-bets';

const slip = useCouponSlip((book) => {
  book.market.set('1:1:0', { coef: 2, available: true });
  book.balance = 1000;
  book.offers.clear();
  book.bets = [bet(71, 'open')];
});

function bet(betId: number, status: Bet['status'], extra: Partial<Bet> = {}): Bet {
  return {
    betId,
    betGuid: `g-${betId}`,
    status,
    vid: 0,
    summ: 10,
    coef: 1.62,
    potentialWin: 16.2,
    currencyIso: 'RUB',
    createdAt: new Date().toISOString(),
    selections: [{ gameId: 1, type: 1, param: 0, coef: 1.62, name: 'W1', gameName: 'Home — Away' }],
    ...extra,
  };
}

async function openMyBets() {
  const m = await slip.open([pick('1:1:0')]);
  await waitFor(() => m.root.querySelector('[data-coupon-tab="bets"]'));
  click(m.root.querySelector('[data-coupon-tab="bets"]'));
  await waitFor(() => m.root.querySelector('[data-testid="my-bets"]'));
  await waitFor(() => slip.book.calls.some((c) => c.call === 'BetsPush'));
  return m;
}

const row = (m: MountedTestWidget, id: number) => m.root.querySelector(`[data-testid="my-bets"] [data-bet-id="${id}"]`);

describe('my bets', () => {
  it('a settlement pushed by the server shows at once, with no reload and no History call', async () => {
    const m = await openMyBets();
    expect(row(m, 71)?.getAttribute('data-status')).toBe('open');
    const histories = slip.book.calls.filter((c) => c.call === 'History').length;
    const started = Date.now();
    slip.book.pushBet({ type: 'bet', bet: bet(71, 'won', { payout: 16.2 }) });
    await waitFor(() => row(m, 71)?.getAttribute('data-status') === 'won');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(row(m, 71)?.textContent).toContain('16.20');
    // A bet placed elsewhere arrives the same way, newest first.
    slip.book.pushBet({ type: 'bet', bet: bet(72, 'open') });
    await waitFor(() => row(m, 72));
    expect(m.root.querySelector('[data-testid="my-bets"] > li')?.getAttribute('data-bet-id')).toBe('72');
    expect(slip.book.calls.filter((c) => c.call === 'History').length).toBe(histories);
  });

  it('cash-out sells at the quote on the button; a changed quote is shown to accept, then paid exactly', async () => {
    const normal = quoteTiming.refreshMs;
    quoteTiming.refreshMs = 60_000;
    try {
      slip.book.offers.set(71, 9.99);
      const m = await openMyBets();
      await waitFor(
        () => row(m, 71)?.querySelector('[data-testid="cash-out"]')?.getAttribute('data-amount') === '9.99',
      );
      // The offer moves before the click: the sale is refused with the new quote, nothing is paid.
      slip.book.offers.set(71, 11.4);
      click(row(m, 71)?.querySelector('[data-testid="cash-out"]'));
      await waitFor(() => row(m, 71)?.querySelector('[data-testid="cash-out-changed"]'));
      expect(row(m, 71)?.querySelector('[data-testid="cash-out"]')?.textContent).toContain('11.40');
      expect(slip.book.bets[0]?.status).toBe('open');
      click(row(m, 71)?.querySelector('[data-testid="cash-out"]'));
      await waitFor(() => row(m, 71)?.getAttribute('data-status') === 'sold');
      const sale = slip.book.calls.filter((c) => c.call === 'SaleBet').at(-1);
      expect(sale?.body).toMatchObject({ saleBetId: 71, quoteId: 'quote-71-11.4' });
      expect(m.events).toContainEqual({ event: 'balance', data: { currency: 'RUB', amount: 1011.4 } });
    } finally {
      quoteTiming.refreshMs = normal;
    }
  });

  it('the pushed balance keeps quick stakes within it', async () => {
    const m = await openMyBets();
    click(m.root.querySelector('[data-coupon-tab="slip"]'));
    slip.book.pushBet({ type: 'balance', balance: 100, currency: 'RUB' });
    const quick = () =>
      [...(m.root.querySelector('[data-testid="coupon-stake"]')?.closest('.bf-row')?.querySelectorAll('button') ?? [])]
        .length;
    await waitFor(() => quick() === 1);
  });
});
