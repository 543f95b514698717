import type { Game } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { toLineGame } from './games';

const game = (markets: Game['markets']): Game => ({
  id: 7,
  sportId: 1,
  sportName: 'Football',
  champId: 2,
  champName: 'Premier League',
  countryId: 1,
  gameType: 3,
  kind: 3,
  status: 1,
  start: 1_800_000_000,
  team1: { id: 1, name: 'Home FC' },
  team2: { id: 2, name: 'Away United' },
  suspended: false,
  markets,
  marketsCount: markets.length,
});

const outcome = (type: number, name: string, coef: number, blocked = false) => ({
  type,
  param: 0,
  name,
  coef,
  blocked,
});

describe('line games from the feed', () => {
  it('shows the whole-game 1X2 market with one coupon id per outcome', () => {
    const line = toLineGame(
      game([
        { group: 17, name: 'Total', period: 0, suspended: false, outcomes: [outcome(9, 'Over', 1.9)] },
        { group: 1, name: '1X2. 1st half', period: 1, suspended: false, outcomes: [outcome(1001, 'W1', 2.8)] },
        {
          group: 1,
          name: '1X2',
          period: 0,
          suspended: false,
          outcomes: [outcome(1, 'W1', 2.1), outcome(2, 'X', 3.3), outcome(3, 'W2', 3.6, true)],
        },
      ]),
    );
    const prices = [
      { id: '7:1:0', label: 'W1', coefficient: 2.1, blocked: false },
      { id: '7:2:0', label: 'X', coefficient: 3.3, blocked: false },
      { id: '7:3:0', label: 'W2', coefficient: 3.6, blocked: true },
    ];
    expect(line).toEqual({
      id: 7,
      title: 'Home FC — Away United',
      league: 'Premier League',
      market: '1X2',
      cells: [
        { header: 'line_col_w1', price: prices[0] },
        { header: 'line_col_x', price: prices[1] },
        { header: 'line_col_w2', price: prices[2] },
      ],
      prices,
    });
  });

  it('blocks every price of a suspended market', () => {
    const line = toLineGame(
      game([{ group: 1, name: '1X2', period: 0, suspended: true, outcomes: [outcome(1, 'W1', 1.5)] }]),
    );
    expect(line.prices).toHaveLength(1);
    expect(line.prices.every((p) => p.blocked)).toBe(true);
  });

  it('a price the feed does not offer leaves its own column empty', () => {
    const line = toLineGame(
      game([
        { group: 1, name: '1X2', period: 0, suspended: false, outcomes: [outcome(2, 'X', 9), outcome(3, 'W2', 1.1)] },
      ]),
    );
    expect(line.cells.map((c) => [c.header, c.price?.id])).toEqual([
      ['line_col_w1', undefined],
      ['line_col_x', '7:2:0'],
      ['line_col_w2', '7:3:0'],
    ]);
  });

  it("tennis and basketball show their winner (no draw), not a 1X2 or another market's outcomes", () => {
    const winner = {
      group: 101,
      name: 'Winner',
      period: 0,
      suspended: false,
      outcomes: [outcome(11, 'W1', 1.4), outcome(12, 'W2', 2.9)],
    };
    const total = { group: 17, name: 'Total', period: 0, suspended: false, outcomes: [outcome(9, 'Over', 1.9)] };
    for (const sportId of [4, 3]) {
      const line = toLineGame({ ...game([total, winner]), sportId });
      expect(line.market).toBe('Winner');
      expect(line.cells.map((c) => [c.header, c.price?.id])).toEqual([
        ['line_col_w1', '7:11:0'],
        ['line_col_w2', '7:12:0'],
      ]);
    }
  });
});
