/**
 * The line shell's games: the first games of the line feed with their main market's prices (1X2 or the sport's own)
 * (`GET /service-api/LineFeed/Get1x2_VZip`, SPEC §7; schemas in `@betframe/sdk/feed`). The answer is checked with
 * zod; anything the shell cannot read (no feed, an error, another shape) is "no games", never a crash.
 */
import { feedPaths, type Game, gamesResponseSchema } from '@betframe/sdk/feed';
import { EXTRA_MARKETS, type ExtraMarket, extraCells, type MainCell, mainCells, mainMarketOf } from './main-market';

export interface LinePrice {
  /** The coupon outcome id: game, outcome type and line. */
  id: string;
  label: string;
  coefficient: number;
  blocked: boolean;
}

export interface LineCell {
  /** App dictionary key of the column header (`main-market.ts`). */
  header: string;
  /** Absent when the feed does not offer this outcome now. */
  price?: LinePrice;
}

export interface LineGame {
  id: number;
  title: string;
  league: string;
  /** The feed's name of the main market (the coupon shows it), else the dictionary key of its name. */
  market: string;
  /** One per column of the sport's main market. */
  cells: LineCell[];
  /** The prices offered (the cells that have one). */
  prices: LinePrice[];
}

export interface LineExtra {
  /** App dictionary key of the market's column header. */
  title: string;
  /** The feed's name of the market (the coupon shows it), else the title key. */
  market: string;
  cells: LineCell[];
}

function toCell(game: Game, cell: MainCell): LineCell {
  return {
    header: cell.column.header,
    ...(cell.outcome
      ? {
          price: {
            id: `${game.id}:${cell.outcome.type}:${cell.outcome.param}`,
            label: cell.outcome.name,
            coefficient: cell.outcome.coef,
            blocked: cell.blocked,
          },
        }
      : {}),
  };
}

/** A game's main market as the list shows it: the sport's own (`main-market.ts`), one cell per column. */
export function toLineGame(game: Game): LineGame {
  const main = mainMarketOf(game.sportId, game);
  const found = mainCells(game, main);
  const cells = found.map((cell) => toCell(game, cell));
  return {
    id: game.id,
    title: game.runners ? game.team1.name : `${game.team1.name} — ${game.team2.name}`,
    league: game.champName,
    market: found.find((c) => c.marketName)?.marketName ?? main.title,
    cells,
    prices: cells.flatMap((c) => (c.price ? [c.price] : [])),
  };
}

/** The extra markets' cells (EXTRA_MARKETS: total, handicap), two each, shown where the list is wide enough. */
export function toLineExtras(game: Game, extras: readonly ExtraMarket[] = EXTRA_MARKETS): LineExtra[] {
  return extras.map((extra) => {
    const pair = extraCells(game, extra);
    return {
      title: extra.title,
      market: pair.find((c) => c.marketName)?.marketName ?? extra.title,
      cells: pair.map((cell) => toCell(game, cell)),
    };
  });
}

export async function fetchLineGames(
  origin: string,
  params: { lang: string; partner: number; count?: number },
  fetchImpl: typeof fetch = fetch,
): Promise<LineGame[]> {
  const query = new URLSearchParams({
    lng: params.lang,
    partner: String(params.partner),
    count: String(params.count ?? 10),
  });
  try {
    const response = await fetchImpl(`${origin}${feedPaths.games1x2('LineFeed')}?${query}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return [];
    const parsed = gamesResponseSchema.safeParse(await response.json());
    if (!parsed.success) return [];
    return parsed.data.data.attributes.games.map(toLineGame).filter((g) => g.prices.length > 0);
  } catch {
    return [];
  }
}
