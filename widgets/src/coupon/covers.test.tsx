// @vitest-environment happy-dom
/**
 * Named full covers in the slip: offered by name with their lines, the stake typed per line, the total stake and
 * the potential win from the shared maths, placed as vid 3/4 with summ = stake per line × lines.
 */
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  click,
  clickWhenThere,
  type MountedTestWidget,
  mountTestWidget,
  type Sportsbook,
  startSportsbook,
  typeInto,
  waitFor,
} from '../../test/betting-harness';
import { addOutcome } from '../runtime/betting/outcomes';
import coupon from './index';

let book: Sportsbook;
let mounted: MountedTestWidget | undefined;

beforeAll(async () => {
  book = await startSportsbook();
});
afterAll(() => book.close());
beforeEach(() => {
  localStorage.clear();
  book.calls.length = 0;
  book.market.clear();
  for (const [key, coef] of [
    ['1:1:0', 2],
    ['2:1:0', 2],
    ['3:1:0', 2],
    ['4:1:0', 2],
  ] as const)
    book.market.set(key, { coef, available: true });
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const outcome = (id: string): CouponOutcome => ({
  id,
  gameId: Number(id.split(':')[0]),
  label: `Pick ${id}`,
  coefficient: 2,
});

async function open(picks: CouponOutcome[]) {
  mounted = mountTestWidget(coupon, book.origin);
  for (const p of picks) addOutcome(mounted.runtime.shared, p);
  mounted.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
  const m = mounted;
  await waitFor(() => m.root.querySelector('[data-testid="coupon"]'));
  return m;
}

const q = (m: MountedTestWidget, testId: string) => m.root.querySelector(`[data-testid="${testId}"]`);
const text = (m: MountedTestWidget, testId: string) => q(m, testId)?.textContent ?? '';

describe('named full covers in the slip', () => {
  it('four picks offer a Yankee (11 lines) and a Lucky 15 (15 lines); a Yankee at 10.00 a line stakes 110.00', async () => {
    const m = await open(['1:1:0', '2:1:0', '3:1:0', '4:1:0'].map(outcome));
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
    expect(book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({ vid: 3, summ: 110 });
  });
});
