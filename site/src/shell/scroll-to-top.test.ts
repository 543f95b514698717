import { describe, expect, it, vi } from 'vitest';
import { showScrollToTop, throttle } from './scroll-to-top';

const base = { viewportHeight: 800, documentHeight: 20_000 };

describe('scroll-to-top (SPEC §4)', () => {
  it('shows only after 4 screen heights, while scrolling up', () => {
    expect(showScrollToTop({ ...base, scrollY: 3300, previousY: 3400 })).toBe(true);
    expect(showScrollToTop({ ...base, scrollY: 3100, previousY: 3200 })).toBe(false);
    expect(showScrollToTop({ ...base, scrollY: 3400, previousY: 3300 })).toBe(false);
  });

  it('hides near the bottom of the page', () => {
    expect(showScrollToTop({ ...base, scrollY: 19_100, previousY: 19_150 })).toBe(false);
  });

  it('takes the number of screens from configuration', () => {
    expect(showScrollToTop({ ...base, scrollY: 1700, previousY: 1800 }, 2)).toBe(true);
  });

  it('throttles scroll handling to once per 300 ms and keeps the last call of a burst', () => {
    vi.useFakeTimers();
    let clock = 0;
    const calls: number[] = [];
    const run = throttle(
      () => calls.push(clock),
      300,
      () => clock,
    );
    run();
    clock = 100;
    run();
    clock = 200;
    run();
    expect(calls).toEqual([0]);
    clock = 300;
    vi.advanceTimersByTime(300);
    expect(calls).toEqual([0, 300]);
    vi.useRealTimers();
  });
});
