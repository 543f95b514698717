import { describe, expect, it } from 'vitest';
import { fittingCount } from './nav-fit';

describe('the header links that fit in the row', () => {
  it('keeps room for "More" when some go into it, and shows them all when all fit and nothing else needs it', () => {
    // 3 links of 100 with gaps of 4: 308 wide.
    expect(fittingCount([100, 100, 100], 308, 4, 60, false)).toBe(3);
    // "More" holds links past nine: it needs its room (60 + a gap) beside the links.
    expect(fittingCount([100, 100, 100], 308, 4, 60, true)).toBe(2);
    // One short: two links and "More".
    expect(fittingCount([100, 100, 100], 307, 4, 60, false)).toBe(2);
    expect(fittingCount([100, 100, 100], 100, 4, 60, false)).toBe(0);
    expect(fittingCount([], 500, 4, 60, false)).toBe(0);
  });
});
