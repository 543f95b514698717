// @vitest-environment happy-dom
/**
 * A pick made in one language shows in the page's language: the slip takes the names the feed gives in it
 * (pick-names.ts), and a pick the feed no longer names keeps its own.
 */
import type { CouponEventState } from '@betframe/sdk/feed';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/betting-harness';
import { pick, useCouponSlip } from '../../test/coupon-slip';
import { addOutcome } from '../runtime/betting/outcomes';
import { readOutcomes } from './persist';
import { renamedPicks } from './pick-names';

const english: CouponOutcome = {
  id: '1:1:0',
  gameId: 1,
  label: 'Arsenal — Chelsea: W1',
  market: '1X2',
  coefficient: 2,
};

const state = (over: Partial<CouponEventState>): CouponEventState => ({
  gameId: 1,
  type: 1,
  param: 0,
  name: '',
  gameName: '',
  coef: 2,
  available: true,
  status: 1,
  kind: 1,
  ...over,
});

describe('renamedPicks', () => {
  it('names a pick as the feed names its game, market and outcome now', () => {
    const states = new Map([
      ['1:1:0', state({ gameName: 'أرسنال — تشيلسي', market: 'نتيجة المباراة', outcome: 'ف1', name: 'x' })],
    ]);
    expect(renamedPicks([english], states)).toEqual([
      { ...english, label: 'أرسنال — تشيلسي: ف1', market: 'نتيجة المباراة' },
    ]);
  });

  it('keeps a pick the feed does not name (a game gone from the feed, an older server without the names)', () => {
    const gone = new Map([['1:1:0', state({ gameName: '', name: '', coef: 0, available: false, status: 4 })]]);
    expect(renamedPicks([english], gone)).toBeUndefined();
    const unnamed = new Map([['1:1:0', state({ gameName: 'Arsenal — Chelsea', name: '1X2: W1' })]]);
    expect(renamedPicks([english], unnamed)).toBeUndefined();
    expect(renamedPicks([english], new Map())).toBeUndefined();
  });

  it('answers undefined when every name is already the feed’s (nothing to write back)', () => {
    const same = new Map([['1:1:0', state({ gameName: 'Arsenal — Chelsea', market: '1X2', outcome: 'W1' })]]);
    expect(renamedPicks([english], same)).toBeUndefined();
  });
});

const slip = useCouponSlip((book) => {
  book.pushEnabled = false;
  book.market.set('1:1:0', {
    coef: 2,
    available: true,
    names: { game: 'أرسنال — تشيلسي', market: 'نتيجة المباراة', outcome: 'ف1' },
  });
  book.market.set('2:1:0', { coef: 1.5, available: false });
});

describe('the slip in another language', () => {
  it('a pick made in English shows in Arabic on an Arabic page, and is kept so; a gone game keeps its names', async () => {
    const m = slip.mount({ lang: 'ar' });
    addOutcome(m.runtime.shared, english);
    addOutcome(m.runtime.shared, { ...pick('2:1:0', 1.5), label: 'Old game: X' });
    await waitFor(() => m.root.querySelector('[data-outcome-id="1:1:0"]')?.textContent?.includes('ف1'));
    const row = m.root.querySelector('[data-outcome-id="1:1:0"]')?.textContent ?? '';
    expect(row).toContain('أرسنال — تشيلسي: ف1');
    expect(row).toContain('نتيجة المباراة');
    expect(row).not.toContain('Arsenal');
    expect(m.root.querySelector('[data-outcome-id="2:1:0"]')?.textContent).toContain('Old game: X');
    expect(slip.book.calls.find((c) => c.call === 'UpdateCoupon')).toBeDefined();
    await waitFor(() => readOutcomes()[0]?.label === 'أرسنال — تشيلسي: ف1');
    expect(readOutcomes()[1]?.label).toBe('Old game: X');
  });
});
