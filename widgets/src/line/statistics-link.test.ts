import { describe, expect, it } from 'vitest';
import { makeGame } from '../../test/feed-games';
import { betsFor, pickFor, statisticsModeFor, statisticsPreference, statisticsQuery } from './statistics-link';

describe('statistics link', () => {
  it('opens a modal inline in a page and a window from inside a frame; the prop overrides', () => {
    const top = {} as { parent: unknown };
    top.parent = top;
    const framed = { parent: {} };
    expect(statisticsModeFor('auto', top as Window)).toBe('modal');
    expect(statisticsModeFor('auto', framed as Window)).toBe('window');
    expect(statisticsModeFor('window', top as Window)).toBe('window');
    expect(statisticsModeFor('modal', framed as Window)).toBe('modal');
    expect(statisticsPreference('window')).toBe('window');
    expect(statisticsPreference('iframe')).toBe('auto');
    expect(statisticsPreference(undefined)).toBe('auto');
  });

  it("carries the widget's theme, direction and clock into the frame's query", () => {
    expect(statisticsQuery({ theme: 'dark', dir: 'rtl', hour12: true })).toEqual({ dark: 1, rtl: 1, hour12: 1 });
    expect(statisticsQuery({ theme: 'light', dir: 'ltr', hour12: false })).toEqual({
      dark: undefined,
      rtl: undefined,
      hour12: undefined,
    });
  });

  it("maps the frame's 1/X/2 to the game's main market and marks the coupon's pick", () => {
    const game = makeGame(3, 10, [2, 3.2, 3.5]);
    expect(pickFor(game, 'X')).toEqual({ id: '3:2:0', market: '1X2', label: 'Home 3 — Away 3: X', coefficient: 3.2 });
    expect(pickFor(game, '7')).toBeUndefined();
    expect(betsFor(game, new Set(['3:3:0'])).map((b) => [b.outcome, b.coefficient, b.selected])).toEqual([
      ['1', 2, false],
      ['X', 3.2, false],
      ['2', 3.5, true],
    ]);
    const tennis = {
      ...game,
      sportId: 4,
      markets: [
        {
          group: 101,
          name: 'Winner',
          period: 0,
          suspended: false,
          outcomes: [
            { type: 11, param: 0, name: 'W1', coef: 1.3, blocked: false },
            { type: 12, param: 0, name: 'W2', coef: 3.4, blocked: false },
          ],
        },
      ],
    };
    expect(pickFor(tennis, '2')?.id).toBe('3:12:0');
    expect(pickFor(tennis, 'X')).toBeUndefined();
    expect(betsFor(tennis, new Set()).map((b) => b.outcome)).toEqual(['1', '2']);
  });
});
