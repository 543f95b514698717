import type { Game, Market } from '@betframe/sdk/feed';
import { applyPushDelta } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { gamePath, listPath } from './game-view';
import { applyGameDelta, groupMarkets, needsFullGame, searchMarkets, sectionOf } from './market-groups';

const market = (group: number, name: string, period = 0, types: number[] = [1]): Market => ({
  group,
  name,
  period,
  suspended: false,
  outcomes: types.map((type) => ({ type, param: 0, name: `${name} ${type}`, coef: 1.5 + type / 10, blocked: false })),
});

const game = (markets: Market[]): Game => ({
  id: 5,
  sportId: 1,
  sportName: 'Football',
  champId: 101,
  champName: 'Premier',
  countryId: 0,
  gameType: 3,
  kind: 3,
  status: 1,
  start: 1_800_000_000,
  team1: { id: 1, name: 'A' },
  team2: { id: 2, name: 'B' },
  suspended: false,
  markets,
  marketsCount: markets.length,
});

describe('the game page market groups', () => {
  const all = [
    market(1, '1X2', 0, [1, 2, 3]),
    market(17, 'Total', 0, [9, 10]),
    market(2, 'Handicap', 0, [7, 8]),
    market(1, '1X2. 1st half', 1, [1001]),
    market(136, 'Correct score', 0, [15]),
    market(2766, 'Most kills', 0, [21]),
    market(2854, 'Asian handicap', 0, [27]),
    market(8, 'Double chance', 0, [4]),
  ];

  it('sorts every market into one section, in section order, keeping the feed order inside', () => {
    const groups = groupMarkets(all);
    expect(groups.map((g) => [g.section, g.markets.map((m) => m.name)])).toEqual([
      ['main', ['1X2', 'Double chance']],
      ['totals', ['Total']],
      ['handicaps', ['Handicap', 'Asian handicap']],
      ['scores', ['Correct score']],
      ['periods', ['1X2. 1st half']],
      ['players', ['Most kills']],
    ]);
    expect(groups.reduce((n, g) => n + g.markets.length, 0)).toBe(all.length);
    expect(sectionOf({ group: 17, period: 2 })).toBe('periods');
  });

  it('searches market and outcome names, case-insensitively', () => {
    expect(searchMarkets(all, 'TOTAL').map((m) => m.name)).toEqual(['Total']);
    expect(searchMarkets(all, 'kills 21').map((m) => m.name)).toEqual(['Most kills']);
    expect(searchMarkets(all, '  ')).toHaveLength(all.length);
    expect(searchMarkets(all, 'nothing like it')).toEqual([]);
  });

  it('a snapshot keeps every market and takes its prices; unknown prices ask for the whole game', () => {
    const shown = game(all);
    const headline = game([market(1, '1X2', 0, [1, 2, 3])]);
    const first = headline.markets[0]?.outcomes[0];
    if (first) first.coef = 3.3;
    const delta = { type: 'snapshot' as const, game: { ...headline, status: 1, suspended: false } };
    const next = applyGameDelta(shown, delta, applyPushDelta);
    expect(next.markets).toHaveLength(all.length);
    expect(next.markets[0]?.outcomes[0]?.coef).toBe(3.3);
    expect(needsFullGame(shown, delta)).toBe(true);
    const known = { type: 'odds' as const, gameId: 5, changed: [{ type: 9, param: 0, coef: 2 }], removed: [] };
    expect(needsFullGame(shown, known)).toBe(false);
    expect(needsFullGame(shown, { ...known, changed: [{ type: 9, param: 3.5, coef: 2 }] })).toBe(true);
  });

  it('every game has its own address; leaving it goes to its list', () => {
    expect(gamePath({ sportId: 1, champId: 101, id: 5 })).toBe('/line/1/101/5');
    expect(listPath({ sportId: 1, kind: 1 })).toBe('/live/multi');
    expect(listPath({ sportId: 4, kind: 3 })).toBe('/line/4');
  });
});
