import { describe, expect, it } from 'vitest';
import {
  MAIN_MARKETS,
  MATCH_RESULT,
  mainMarketOf,
  REGULATION_RESULT,
  WINNER,
  WINNER_WITH_OVERTIME,
} from './main-market';

describe('main market per sport', () => {
  it('football and hockey show 1X2 (hockey in regulation time), with a draw column', () => {
    expect(mainMarketOf(1)).toBe(MATCH_RESULT);
    expect(mainMarketOf(85)).toBe(MATCH_RESULT);
    expect(mainMarketOf(2)).toBe(REGULATION_RESULT);
    expect(mainMarketOf(144)).toBe(REGULATION_RESULT);
    expect(MATCH_RESULT.columns.map((c) => c.type)).toEqual([1, 2, 3]);
    expect(MATCH_RESULT.columns.map((c) => c.header)).toEqual(['line_col_w1', 'line_col_x', 'line_col_w2']);
  });

  it('basketball shows the winner with overtime; tennis, volleyball, table tennis and esports the winner; no draw', () => {
    expect(mainMarketOf(3)).toBe(WINNER_WITH_OVERTIME);
    expect(mainMarketOf(89)).toBe(WINNER_WITH_OVERTIME);
    for (const sport of [4, 6, 10, 40]) expect(mainMarketOf(sport)).toBe(WINNER);
    for (const market of [WINNER, WINNER_WITH_OVERTIME]) {
      expect(market.columns.map((c) => c.type)).toEqual([11, 12]);
      expect(market.columns.map((c) => c.header)).toEqual(['line_col_w1', 'line_col_w2']);
    }
  });

  it('covers every sport of the reference feed; an unknown sport gets what its game offers', () => {
    expect([...MAIN_MARKETS.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 10, 40, 85, 89, 144, 322, 323]);
    const market = (type: number) => ({
      markets: [
        {
          group: 1,
          name: 'x',
          period: 0,
          suspended: false,
          outcomes: [{ type, param: 0, name: 'x', coef: 2, blocked: false }],
        },
      ],
    });
    expect(mainMarketOf(999, market(1))).toBe(MATCH_RESULT);
    expect(mainMarketOf(999, market(11))).toBe(WINNER);
    expect(mainMarketOf(999)).toBe(MATCH_RESULT);
  });
});
