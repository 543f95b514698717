/**
 * The game page's market groups (docs/betting-widgets.md "The game page"): every market of the game sorted into a
 * section by its feed group id and period (main, totals, handicaps, correct score, halves / periods / sets /
 * maps, players), the search over market and outcome names, and when a push delta means the page must ask the
 * feed for the whole game again (the push stream's snapshots carry only the headline markets, and new lines come
 * as bare prices without names).
 */
import type { Game, Market, PushDelta } from '@betframe/sdk/feed';

export const sections = ['main', 'totals', 'handicaps', 'scores', 'periods', 'players'] as const;
export type Section = (typeof sections)[number];

/** Feed group ids (server/src/feed/market-names.ts) by section; a period market always goes to `periods`. */
const groupSections: Record<number, Section> = {
  1: 'main',
  8: 'main',
  101: 'main',
  19: 'main',
  17: 'totals',
  15: 'totals',
  62: 'totals',
  99: 'totals',
  60: 'totals',
  2903: 'totals',
  2: 'handicaps',
  2854: 'handicaps',
  61: 'handicaps',
  136: 'scores',
  2766: 'players',
};

export function sectionOf(market: Pick<Market, 'group' | 'period'>): Section {
  if (market.period > 0) return 'periods';
  return groupSections[market.group] ?? 'main';
}

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFKC');

/** Markets whose name, or an outcome's name, contains the search (every market when it is blank). */
export function searchMarkets(markets: readonly Market[], query: string): Market[] {
  const needle = fold(query.trim());
  if (!needle) return [...markets];
  return markets.filter((m) => fold(m.name).includes(needle) || m.outcomes.some((o) => fold(o.name).includes(needle)));
}

/** The sections that have markets, in order, each with its markets in the feed's order. */
export function groupMarkets(markets: readonly Market[]): Array<{ section: Section; markets: Market[] }> {
  const by = new Map<Section, Market[]>();
  for (const m of markets) {
    const section = sectionOf(m);
    const list = by.get(section) ?? [];
    list.push(m);
    by.set(section, list);
  }
  return sections.filter((s) => by.has(s)).map((section) => ({ section, markets: by.get(section) ?? [] }));
}

/**
 * Applies a delta to the whole game the page shows. A snapshot (sent on every connection of the stream) carries
 * only the headline markets, so it refreshes everything but the markets, whose prices it updates.
 */
export function applyGameDelta(game: Game, delta: PushDelta, apply: (g: Game, d: PushDelta) => Game): Game {
  if (delta.type !== 'snapshot') return apply(game, delta);
  if (delta.game.id !== game.id) return game;
  const prices = new Map(delta.game.markets.flatMap((m) => m.outcomes.map((o) => [`${o.type}:${o.param}`, o])));
  const markets = game.markets.map((m) => ({
    ...m,
    suspended: delta.game.suspended,
    outcomes: m.outcomes.map((o) => {
      const fresh = prices.get(`${o.type}:${o.param}`);
      return fresh ? { ...o, coef: fresh.coef, blocked: fresh.blocked } : o;
    }),
  }));
  return { ...delta.game, markets, marketsCount: game.marketsCount };
}

/** Whether the page must fetch the whole game again: a new connection, or prices of outcomes it does not show. */
export function needsFullGame(game: Game, delta: PushDelta): boolean {
  if (delta.type === 'snapshot') return delta.game.id === game.id;
  if (delta.type !== 'odds' || delta.gameId !== game.id) return false;
  const shown = new Set(game.markets.flatMap((m) => m.outcomes.map((o) => `${o.type}:${o.param}`)));
  return delta.changed.some((o) => !shown.has(`${o.type}:${o.param}`));
}
