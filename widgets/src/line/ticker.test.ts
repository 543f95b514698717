import { describe, expect, it, vi } from 'vitest';
import { clockSecondsAt, createTicker, formatClock, tickEvery } from './ticker';

describe('ticker', () => {
  it('runs one interval for all listeners, at the fastest pace asked, and none without listeners', () => {
    const arm = vi.fn((_cb: () => void, _ms: number) => Symbol('interval'));
    const disarm = vi.fn();
    const ticker = createTicker({ setInterval: arm, clearInterval: disarm });
    const a = vi.fn();
    const b = vi.fn();
    const stopA = ticker.subscribe(a, 1000);
    const stopB = ticker.subscribe(b, 1000);
    expect(arm).toHaveBeenCalledTimes(1);
    expect(arm.mock.calls[0]?.[1]).toBe(1000);
    const stopC = ticker.subscribe(() => {}, 1000 / 9);
    expect(arm).toHaveBeenCalledTimes(2);
    expect(arm.mock.calls[1]?.[1]).toBe(111);
    expect(disarm).toHaveBeenCalledTimes(1);
    arm.mock.calls[1]?.[0]();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    stopC();
    stopA();
    stopB();
    expect(disarm).toHaveBeenCalledTimes(3);
    expect(arm).toHaveBeenCalledTimes(3);
  });

  it('estimates the feed clock from the freshest reading (the smallest delay seen)', () => {
    let now = 10_000;
    const ticker = createTicker({ now: () => now });
    // This browser runs 5 s ahead of the feed; the first reading took 300 ms to arrive, the second 20 ms.
    ticker.observe(now - 5300);
    expect(ticker.feedNow()).toBe(10_000 - 5300);
    now = 20_000;
    ticker.observe(now - 5020);
    // An old reading (a cached answer) does not move the estimate.
    ticker.observe(now - 60_000);
    expect(ticker.feedNow()).toBe(20_000 - 5020);
  });
});

describe('scoreboard clock', () => {
  it('runs on from the reading at the feed rate, up or down, and stands still when stopped', () => {
    const up = { clock: 600, clockAt: 1000, clockRunning: true, clockRate: 9, clockDirection: 'up' as const };
    expect(clockSecondsAt(up, 2000)).toBe(609);
    expect(clockSecondsAt({ ...up, clockRunning: false }, 2000)).toBe(600);
    const down = { ...up, clock: 5, clockDirection: 'down' as const };
    expect(clockSecondsAt(down, 1500)).toBe(0.5);
    expect(clockSecondsAt(down, 9000)).toBe(0);
    // A feed without the reading's time shows its value as it is.
    expect(clockSecondsAt({ clock: 42 }, 99_999)).toBe(42);
    expect(clockSecondsAt({}, 1)).toBeUndefined();
  });

  it('shows m:ss, a count-down rounding a started second up', () => {
    expect(formatClock(609.9)).toBe('10:09');
    expect(formatClock(0.5, 'down')).toBe('0:01');
    expect(formatClock(0, 'down')).toBe('0:00');
    expect(formatClock(5400)).toBe('90:00');
    expect(tickEvery(9)).toBeCloseTo(111.1, 1);
    expect(tickEvery(undefined)).toBe(1000);
  });
});
