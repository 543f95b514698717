/**
 * The line shell's games: the first games of the line feed with their 1X2 prices
 * (`GET /service-api/LineFeed/Get1x2_VZip`, SPEC §7; schemas in `@betframe/sdk/feed`). The answer is checked with
 * zod; anything the shell cannot read (no feed, an error, another shape) is "no games", never a crash.
 */
import { feedPaths, type Game, gamesResponseSchema } from '@betframe/sdk/feed';

export interface LinePrice {
  /** The coupon outcome id: game, outcome type and line. */
  id: string;
  label: string;
  coefficient: number;
  blocked: boolean;
}

export interface LineGame {
  id: number;
  title: string;
  league: string;
  market: string;
  prices: LinePrice[];
}

/** The whole-game 1X2 (or winner) market of a game, as the shell shows it. */
export function toLineGame(game: Game): LineGame {
  const market = game.markets.find((m) => m.group === 1 && m.period === 0) ?? game.markets[0];
  return {
    id: game.id,
    title: `${game.team1.name} — ${game.team2.name}`,
    league: game.champName,
    market: market?.name ?? '',
    prices: (market?.outcomes ?? []).map((o) => ({
      id: `${game.id}:${o.type}:${o.param}`,
      label: o.name,
      coefficient: o.coef,
      blocked: o.blocked || (market?.suspended ?? false),
    })),
  };
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
