/**
 * The main market each sport shows in the game list, and the columns it shows it in. The championship header
 * carries the column headers (translated: app dictionary keys), each game row one price per column, so a sport
 * without a draw never shows an empty X column and a missing price (the feed hides very short or very long odds)
 * leaves a gap in its own column instead of shifting the others.
 *
 * What the reference feed offers in lists (server/src/feed/present.ts `mainOutcomes`, docs/feed-and-betting.md):
 *
 * | sport (id)                                      | main market                          | outcome types | columns   |
 * | ----------------------------------------------- | ------------------------------------ | ------------- | --------- |
 * | Football 1, Cyber football 85                   | 1X2 (match result)                   | 1, 2, 3       | W1, X, W2 |
 * | Ice hockey 2, Cyber hockey 144                  | 1X2 in regulation time               | 1, 2, 3       | W1, X, W2 |
 * | Basketball 3, Cyber basketball 89               | winner, overtime included            | 11, 12        | W1, W2    |
 * | Tennis 4, Volleyball 6, Table tennis 10         | winner (no draw)                     | 11, 12        | W1, W2    |
 * | Esports 40 (CS2, Dota 2)                        | winner of the match (best of 3 maps) | 11, 12        | W1, W2    |
 * | Virtual horse racing 322, greyhounds 323        | Win: the two favourites' prices      | 80, 80        | Fav, 2nd  |
 *
 * A sport not in the table gets 1X2 when its game offers one, else the winner.
 */
import type { Game, Outcome } from '@betframe/sdk/feed';

export interface MainMarketColumn {
  /** Outcome type of the whole game (period 0). */
  type: number;
  /** App dictionary key of the column header. */
  header: string;
  /** The header where no dictionary is at hand (a bare list). */
  short: string;
}

export interface MainMarket {
  /** App dictionary key of the market's name. */
  title: string;
  columns: readonly MainMarketColumn[];
}

const threeWay: readonly MainMarketColumn[] = [
  { type: 1, header: 'line_col_w1', short: '1' },
  { type: 2, header: 'line_col_x', short: 'X' },
  { type: 3, header: 'line_col_w2', short: '2' },
];
const twoWay: readonly MainMarketColumn[] = [
  { type: 11, header: 'line_col_w1', short: '1' },
  { type: 12, header: 'line_col_w2', short: '2' },
];

export const MATCH_RESULT: MainMarket = { title: 'line_mm_1x2', columns: threeWay };
export const REGULATION_RESULT: MainMarket = { title: 'line_mm_1x2_rt', columns: threeWay };
export const WINNER: MainMarket = { title: 'line_mm_winner', columns: twoWay };
export const WINNER_WITH_OVERTIME: MainMarket = { title: 'line_mm_winner_ot', columns: twoWay };
/** A race: the list carries the two favourites' Win outcomes, cheapest first (a column per place in that order). */
export const RACE_FAVOURITES: MainMarket = {
  title: 'race_mm_win',
  columns: [
    { type: 80, header: 'race_col_fav1', short: '1' },
    { type: 80, header: 'race_col_fav2', short: '2' },
  ],
};

/** Sport id → its main market in lists (the table above). */
export const MAIN_MARKETS: ReadonlyMap<number, MainMarket> = new Map([
  [1, MATCH_RESULT],
  [85, MATCH_RESULT],
  [2, REGULATION_RESULT],
  [144, REGULATION_RESULT],
  [3, WINNER_WITH_OVERTIME],
  [89, WINNER_WITH_OVERTIME],
  [4, WINNER],
  [6, WINNER],
  [10, WINNER],
  [40, WINNER],
  [322, RACE_FAVOURITES],
  [323, RACE_FAVOURITES],
]);

/** The main market of a sport; for a sport the table does not know, what the game offers (1X2, else winner). */
export function mainMarketOf(sportId: number, game?: Pick<Game, 'markets'>): MainMarket {
  const known = MAIN_MARKETS.get(sportId);
  if (known) return known;
  const offersThreeWay = game?.markets.some((m) => m.period === 0 && m.outcomes.some((o) => o.type <= 3));
  return offersThreeWay === false ? WINNER : MATCH_RESULT;
}

export interface MainCell {
  column: MainMarketColumn;
  /** The feed's outcome in this column, absent when the feed does not offer it now. */
  outcome?: Outcome;
  /** Name of the feed market the outcome is in (the coupon shows it). */
  marketName?: string;
  blocked: boolean;
}

/** One cell per column of the sport's main market, from the game's whole-game markets (the n-th column of a type
 * takes the n-th outcome of it). */
export function mainCells(game: Game, market: MainMarket = mainMarketOf(game.sportId, game)): MainCell[] {
  return market.columns.map((column, i) => {
    const nth = market.columns.slice(0, i).filter((c) => c.type === column.type).length;
    for (const m of game.markets) {
      if (m.period !== 0) continue;
      const outcome = m.outcomes.filter((o) => o.type === column.type)[nth];
      if (outcome) return { column, outcome, marketName: m.name, blocked: outcome.blocked || m.suspended };
    }
    return { column, blocked: true };
  });
}

/**
 * Markets a row shows beside the main one where the list is wide enough (the feed's list carries the most balanced
 * total and handicap line of the whole game: server/src/feed/present.ts `mainOutcomes`). Two columns each; the
 * title is an app dictionary key.
 */
export interface ExtraMarket {
  title: string;
  types: readonly [number, number];
}

export const EXTRA_MARKETS: readonly ExtraMarket[] = [
  { title: 'line_section_totals', types: [9, 10] },
  { title: 'line_section_handicaps', types: [7, 8] },
];

/** The Asian view's extra markets (GetAsiaGamesZip carries the most balanced Asian total and handicap line). */
export const ASIAN_EXTRA_MARKETS: readonly ExtraMarket[] = [
  { title: 'line_asian_totals', types: [29, 30] },
  { title: 'line_asian_handicaps', types: [27, 28] },
];

/** The pair of outcomes of an extra market, each absent when the game does not offer it now. */
export function extraCells(game: Game, extra: ExtraMarket): MainCell[] {
  return extra.types.map((type) => {
    const column = { type, header: extra.title, short: '' };
    for (const m of game.markets) {
      if (m.period !== 0) continue;
      const outcome = m.outcomes.find((o) => o.type === type);
      if (outcome) return { column, outcome, marketName: m.name, blocked: outcome.blocked || m.suspended };
    }
    return { column, blocked: true };
  });
}
