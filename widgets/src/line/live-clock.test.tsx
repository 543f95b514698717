// @vitest-environment happy-dom
/**
 * The live clock in the game list, on fake timers: it runs on from the feed's reading at the feed's rate, counts
 * down where the feed says so, stands still in a break, and a tick renders the clocks only — never the rows.
 */
import type { Game, GameScore } from '@betframe/sdk/feed';
import { oddsFormatForView } from '@betframe/sdk/format';
import { options, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountedTestWidget } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';
import { GameList } from './index';
import { TickerContext } from './live-clock';
import { createLiveStore } from './live-store';
import { createTicker, type Ticker } from './ticker';

const T0 = Date.UTC(2026, 10, 22, 12, 0);

const harness = useLineWidget({ cleanUp: () => vi.useRealTimers() });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: T0 });
});

function liveGame(id: number, score: Partial<GameScore>): Game {
  const game = makeGame(id);
  return { ...game, score: { ...(game.score as GameScore), ...score } };
}

/** Counts renders per component name (Preact's `diffed` hook sees every component that rendered). */
function countRenders() {
  const counts = new Map<string, number>();
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    const type = vnode.type as { name?: string } | string;
    if (typeof type === 'function') {
      const name = (type as { name?: string }).name ?? '';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    previous?.(vnode);
  };
  return {
    of: (name: string) => counts.get(name) ?? 0,
    reset: () => counts.clear(),
    stop: () => {
      options.diffed = previous;
    },
  };
}

function mount(games: Game[], ticker: Ticker) {
  const store = createLiveStore({ schedule: () => {} });
  store.reset(games);
  const mounted = harness.mountParts(() => (
    <TickerContext.Provider value={ticker}>
      <GameList store={store} format={oddsFormatForView(0)} />
    </TickerContext.Provider>
  ));
  return { m: mounted, store };
}

const clockOf = (m: MountedTestWidget, id: number) =>
  m.root.querySelector(`[data-game-id="${id}"] [data-testid="live-clock"]`)?.textContent;

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('live clock', () => {
  it('runs on locally from the reading at the feed rate, with no delta arriving', () => {
    const ticker = createTicker();
    const { m } = mount(
      [liveGame(1, { clock: 600, clockAt: T0, clockRunning: true, clockRate: 9, clockDirection: 'up' })],
      ticker,
    );
    expect(clockOf(m, 1)).toBe('1st half 10:00');
    // Nine clock seconds a second: the shared interval ticks every 111 ms.
    advance(1110);
    expect(clockOf(m, 1)).toBe('1st half 10:09');
    advance(9990);
    expect(clockOf(m, 1)).toBe('1st half 11:39');
  });

  it('counts down where the feed counts down and stops at zero', () => {
    const ticker = createTicker();
    const { m } = mount(
      [
        liveGame(1, {
          clock: 30,
          clockAt: T0,
          clockRunning: true,
          clockRate: 1,
          clockDirection: 'down',
          periodName: '4th quarter',
        }),
      ],
      ticker,
    );
    expect(clockOf(m, 1)).toBe('4th quarter 0:30');
    advance(12_000);
    expect(clockOf(m, 1)).toBe('4th quarter 0:18');
    advance(60_000);
    expect(clockOf(m, 1)).toBe('4th quarter 0:00');
  });

  it('stands still in a break and while the feed has stopped the clock; a delta restarts it', () => {
    const ticker = createTicker();
    const { m, store } = mount(
      [
        liveGame(1, { clock: 2700, clockAt: T0, clockRunning: false, clockRate: 9, inBreak: true }),
        liveGame(2, { clock: 1200, clockAt: T0, clockRunning: false, clockRate: 9 }),
      ],
      ticker,
    );
    advance(5000);
    expect(clockOf(m, 1)).toBe('1st half 45:00');
    expect(clockOf(m, 2)).toBe('1st half 20:00');
    store.push({
      type: 'score',
      gameId: 2,
      score: {
        total: [0, 0],
        periods: [],
        period: 1,
        periodName: '1st half',
        inBreak: false,
        clock: 1200,
        clockAt: Date.now(),
        clockRunning: true,
        clockRate: 9,
        clockDirection: 'up',
      },
    });
    act(() => store.flush());
    advance(2220);
    expect(clockOf(m, 2)).toBe('1st half 20:19');
    expect(clockOf(m, 1)).toBe('1st half 45:00');
  });

  it('uses one interval for the whole list, and a tick renders the clocks, not the rows', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const ticker = createTicker();
    const running = { clockAt: T0, clockRunning: true, clockRate: 1, clockDirection: 'up' as const };
    const { m } = mount(
      Array.from({ length: 5 }, (_, i) => liveGame(i + 1, { clock: 60 * i, ...running })),
      ticker,
    );
    expect(spy).toHaveBeenCalledTimes(1);
    const renders = countRenders();
    try {
      for (let second = 0; second < 3; second++) advance(1000);
      expect(clockOf(m, 5)).toBe('1st half 4:03');
      expect(renders.of('LiveClock')).toBe(15);
      expect(renders.of('GameRow')).toBe(0);
      expect(renders.of('GameList')).toBe(0);
      // A tick that changes no shown second renders nothing at all.
      renders.reset();
      advance(400);
      expect(renders.of('LiveClock')).toBe(0);
    } finally {
      renders.stop();
      spy.mockRestore();
    }
  });
});
