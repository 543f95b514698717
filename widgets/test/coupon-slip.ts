/**
 * The coupon tests' set-up, shared by every coupon test file (happy-dom): the stand-in sportsbook started once per
 * file and reset before each test (storage, recorded calls, market, then the file's own `reset`), the coupon
 * mounted and unmounted after each test, and a pick as the line would add it.
 */
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import coupon from '../src/coupon/index';
import { addOutcome } from '../src/runtime/betting/outcomes';
import { type MountedTestWidget, mountTestWidget, type Sportsbook, startSportsbook, waitFor } from './betting-harness';

export interface CouponSlip {
  /** The stand-in sportsbook (there from the file's beforeAll on). */
  readonly book: Sportsbook;
  /** The coupon mounted now, if any. */
  readonly mounted: MountedTestWidget | undefined;
  /** Mounts the coupon (unmounted after the test); options as `mountTestWidget`'s. */
  mount(options?: Parameters<typeof mountTestWidget>[2]): MountedTestWidget;
  /** Mounts it with `picks` — for a signed-in player unless `player: false` — and waits for its slip or empty state. */
  open(picks: readonly CouponOutcome[], options?: { player?: boolean }): Promise<MountedTestWidget>;
  /** Unmounts it now (a test that opens another, as another player). */
  unmount(): void;
}

export function useCouponSlip(reset: (book: Sportsbook) => void = () => {}): CouponSlip {
  let book: Sportsbook | undefined;
  let mounted: MountedTestWidget | undefined;
  const slip: CouponSlip = {
    get book() {
      if (!book) throw new Error('the sportsbook starts in beforeAll');
      return book;
    },
    get mounted() {
      return mounted;
    },
    mount(options) {
      mounted = mountTestWidget(coupon, slip.book.origin, options);
      return mounted;
    },
    async open(picks, { player = true } = {}) {
      const m = slip.mount();
      for (const p of picks) addOutcome(m.runtime.shared, p);
      if (player) m.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
      await waitFor(() => m.root.querySelector('[data-testid="coupon"], [data-testid="coupon-empty"]'));
      return m;
    },
    unmount() {
      mounted?.unmount();
      mounted = undefined;
    },
  };
  beforeAll(async () => {
    book = await startSportsbook();
  });
  afterAll(() => book?.close());
  beforeEach(() => {
    localStorage.clear();
    slip.book.calls.length = 0;
    slip.book.market.clear();
    reset(slip.book);
  });
  afterEach(() => slip.unmount());
  return slip;
}

/** A pick of outcome `game:type:param` as the line adds it to the coupon. */
export const pick = (id: string, coefficient = 2): CouponOutcome => ({
  id,
  gameId: Number(id.split(':')[0]),
  label: `Pick ${id}`,
  coefficient,
});

/** The element of a coupon with this `data-testid`, and its text ('' when it is not there). */
export const byTestId = (m: MountedTestWidget, testId: string) => m.root.querySelector(`[data-testid="${testId}"]`);
export const textOf = (m: MountedTestWidget, testId: string) => byTestId(m, testId)?.textContent ?? '';
