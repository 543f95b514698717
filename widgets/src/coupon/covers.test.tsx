// @vitest-environment happy-dom
/**
 * Named full covers in the slip: offered by name with their lines, the stake typed per line, the total stake and
 * the potential win from the shared maths, placed as vid 4/5 with summ = stake per line × lines.
 */
import { describe, expect, it } from 'vitest';
import { click, clickWhenThere, typeInto, waitFor } from '../../test/betting-harness';
import { pick, byTestId as q, textOf as text, useCouponSlip } from '../../test/coupon-slip';

const slip = useCouponSlip((book) => {
  for (const key of ['1:1:0', '2:1:0', '3:1:0', '4:1:0']) book.market.set(key, { coef: 2, available: true });
});
const open = (ids: string[]) => slip.open(ids.map((id) => pick(id)));

describe('named full covers in the slip', () => {
  it('four picks offer a Yankee (11 lines) and a Lucky 15 (15 lines); a Yankee at 10.00 a line stakes 110.00', async () => {
    const m = await open(['1:1:0', '2:1:0', '3:1:0', '4:1:0']);
    await waitFor(() => m.root.querySelector('input[name="bet-kind"][value="cover"]'));
    const labels = [...m.root.querySelectorAll('input[name="bet-kind"]')].map(
      (i) => i.closest('label')?.textContent ?? '',
    );
    expect(labels).toContain('Yankee — 11 lines');
    expect(labels).toContain('Lucky 15 — 15 lines');
    await clickWhenThere(m.root, 'input[name="bet-kind"][value="cover"]');
    typeInto(q(m, 'coupon-stake') as HTMLInputElement, '10');
    await waitFor(() => text(m, 'coupon-lines-count') === '11');
    expect(text(m, 'coupon-stake-per-line')).toContain('10.00');
    expect(text(m, 'coupon-total-stake')).toContain('110.00');
    // Evens ×4, 10.00 a line: (6 doubles × 4 + 4 trebles × 8 + 16) × 10 = 720.
    expect(text(m, 'coupon-potential-win')).toContain('720.00');
    click(q(m, 'coupon-place'));
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({ vid: 4, summ: 110 });
  });
});

describe('share a coupon from the slip', () => {
  it('Share gives a code and a link; another player loads the code into their slip', async () => {
    const m = await open(['1:1:0', '2:1:0', '3:1:0', '4:1:0']);
    await clickWhenThere(m.root, '[data-testid="coupon-share"]');
    const shown = await waitFor(() => q(m, 'coupon-share-code'));
    const code = shown.getAttribute('data-code') ?? '';
    expect(code).toMatch(/^S\d+XYZAB$/);
    expect(shown.textContent).toContain(`Coupon code ${code}, valid until`);
    expect(q(m, 'coupon-share-link')?.getAttribute('href')).toBe(`${slip.book.origin}/en/coupon/${code}`);
    const sent = slip.book.calls.find((c) => c.call === 'putbetscommon')?.body as {
      coupon: { couponEvents: unknown[] };
    };
    expect(sent.coupon.couponEvents).toHaveLength(4);
    slip.unmount();
    // Another player's browser: nothing kept from the first slip.
    localStorage.clear();
    const other = await open([]);
    typeInto(await waitFor(() => other.root.querySelector<HTMLInputElement>('[data-testid="coupon-code"]')), code);
    click(other.root.querySelector('[data-testid="coupon-load"]'));
    await waitFor(() => other.runtime.shared.getState().couponOutcomes.length === 4);
    expect(q(other, 'coupon-dropped')).toBeNull();
  });

  it('a loaded code names what it left out and why; the notice is dismissed', async () => {
    const m = await open(['1:1:0', '2:1:0', '3:1:0', '4:1:0']);
    await clickWhenThere(m.root, '[data-testid="coupon-share"]');
    const code = (await waitFor(() => q(m, 'coupon-share-code'))).getAttribute('data-code') ?? '';
    slip.unmount();
    localStorage.clear();
    // Meanwhile one market closed and one game left the feed.
    slip.book.market.set('2:1:0', { coef: 2, available: false, name: 'Home' });
    slip.book.market.delete('3:1:0');
    const other = await open([]);
    typeInto(await waitFor(() => other.root.querySelector<HTMLInputElement>('[data-testid="coupon-code"]')), code);
    click(other.root.querySelector('[data-testid="coupon-load"]'));
    await waitFor(() => other.runtime.shared.getState().couponOutcomes.length === 2);
    const notice = await waitFor(() => q(other, 'coupon-dropped'));
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Not loaded from this coupon:');
    const items = [...notice.querySelectorAll('li')].map((li) => [li.dataset.reason, li.textContent]);
    expect(items).toEqual([
      ['removed', 'Game 2: Home — this outcome is no longer offered'],
      ['gone', 'A selection — the event is no longer in the line'],
    ]);
    click(q(other, 'coupon-dropped-dismiss'));
    await waitFor(() => !q(other, 'coupon-dropped'));
    expect(other.runtime.shared.getState().couponOutcomes).toHaveLength(2);
  });
});
