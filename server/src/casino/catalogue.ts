/**
 * The game catalogue: the in-house originals (generated artwork: a gradient and a motif, no third-party images)
 * and the lobby's filters over it. Providers come from the provider dictionary (@betframe/sdk/dictionaries) plus
 * the in-house studio; the lobby lists a provider only when it has games.
 */
import {
  blackjackRtp,
  type CASINO_SORTS,
  type GameArt,
  type Lobby,
  type LobbyGame,
  type LobbyQuery,
  type OriginalGame,
  plinkoRtp,
  ROULETTE_RTP,
  slotRtp,
} from '@betframe/sdk/casino';
import { CASINO_CATEGORIES, GAME_PROVIDERS } from '@betframe/sdk/dictionaries';
import type { Translate } from '../translations';

/** The in-house studio's provider id (beside the dictionary's 1 … 122, which are brand studios). */
export const STUDIO_PROVIDER = { id: 1000, name: 'Betframe Originals' } as const;

export interface CatalogueGame {
  id: number;
  slug: OriginalGame;
  name: string;
  categoryIds: number[];
  art: GameArt;
  rtp: number;
  volatility: LobbyGame['volatility'];
  /** Limits in major units of the account currency. */
  minBet: number;
  maxBet: number;
  isNew: boolean;
  /** Rounds played before launch day, for the "popular" order. */
  popularity: number;
  /** Sort key for "new": the release order. */
  released: number;
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

// biome-ignore format: catalogue rows
export const ORIGINAL_GAMES: readonly CatalogueGame[] = [
  { id: 9001, slug: 'dice', name: 'Dice', categoryIds: [1010], art: { from: '#1d4ed8', to: '#60a5fa', motif: 'dice' }, rtp: 0.99, volatility: 'low', minBet: 0.1, maxBet: 1000, isNew: false, popularity: 90, released: 1 },
  { id: 9002, slug: 'crash', name: 'Crash', categoryIds: [1009, 1012], art: { from: '#7c2d12', to: '#f97316', motif: 'rocket' }, rtp: 0.99, volatility: 'high', minBet: 0.1, maxBet: 1000, isNew: true, popularity: 100, released: 6 },
  { id: 9003, slug: 'mines', name: 'Mines', categoryIds: [1010], art: { from: '#14532d', to: '#22c55e', motif: 'gem' }, rtp: 0.99, volatility: 'medium', minBet: 0.1, maxBet: 1000, isNew: false, popularity: 80, released: 2 },
  { id: 9004, slug: 'plinko', name: 'Plinko', categoryIds: [1010, 1012], art: { from: '#581c87', to: '#e879f9', motif: 'pegs' }, rtp: round4(plinkoRtp(16, 'medium')), volatility: 'high', minBet: 0.1, maxBet: 500, isNew: true, popularity: 70, released: 5 },
  { id: 9005, slug: 'roulette', name: 'European Roulette', categoryIds: [1003, 1004], art: { from: '#7f1d1d', to: '#111827', motif: 'wheel' }, rtp: round4(ROULETTE_RTP), volatility: 'medium', minBet: 0.1, maxBet: 2000, isNew: false, popularity: 60, released: 3 },
  { id: 9006, slug: 'slot', name: 'Gem Rush', categoryIds: [1001, 1012], art: { from: '#0f766e', to: '#facc15', motif: 'reels' }, rtp: round4(slotRtp()), volatility: 'medium', minBet: 0.1, maxBet: 100, isNew: true, popularity: 75, released: 7 },
  { id: 9007, slug: 'blackjack', name: 'Blackjack', categoryIds: [1003, 1005], art: { from: '#064e3b', to: '#10b981', motif: 'cards' }, rtp: round4(blackjackRtp()), volatility: 'low', minBet: 0.1, maxBet: 1000, isNew: false, popularity: 65, released: 4 },
];

export function gameById(id: number): CatalogueGame | undefined {
  return ORIGINAL_GAMES.find((g) => g.id === id);
}

export function gameBySlug(slug: string): CatalogueGame | undefined {
  return ORIGINAL_GAMES.find((g) => g.slug === slug);
}

/**
 * A game's name in the asked language: an in-house game's is the text `casino_game_<slug>` (the game's own screen
 * shows the same); the catalogue's English name when there are no texts or no such text.
 */
export function gameName(game: CatalogueGame, t?: Translate): string {
  if (!t) return game.name;
  const key = `casino_game_${game.slug}`;
  const text = t(key);
  return text === key ? game.name : text;
}

export function lobbyGame(game: CatalogueGame, t?: Translate): LobbyGame {
  return {
    id: game.id,
    slug: game.slug,
    name: gameName(game, t),
    providerId: STUDIO_PROVIDER.id,
    categoryIds: game.categoryIds,
    image: `gradient:${game.art.from},${game.art.to};motif:${game.art.motif}`,
    art: game.art,
    rtp: game.rtp,
    volatility: game.volatility,
    minBet: game.minBet,
    maxBet: game.maxBet,
    hasDemo: true,
    isNew: game.isNew,
  };
}

const providerName = (id: number): string =>
  id === STUDIO_PROVIDER.id ? STUDIO_PROVIDER.name : (GAME_PROVIDERS.find((p) => p.id === id)?.name ?? String(id));

const folded = (text: string): string => text.toLocaleLowerCase('en').normalize('NFKD').replace(/\p{M}/gu, '');

const orders: Record<(typeof CASINO_SORTS)[number], (t: Translate) => (a: CatalogueGame, b: CatalogueGame) => number> =
  {
    popular: () => (a, b) => b.popularity - a.popularity,
    new: () => (a, b) => b.released - a.released,
    name: (t) => (a, b) => gameName(a, t).localeCompare(gameName(b, t), 'en'),
  };

/** The lobby: counts per category and provider (over the search), the filtered, sorted page, and the total. */
export function lobbyOf(query: LobbyQuery, t: Translate, games: readonly CatalogueGame[] = ORIGINAL_GAMES): Lobby {
  const search = query.search ? folded(query.search.trim()) : '';
  // In the player's language, in English (the catalogue's names) or by slug.
  const searched = games.filter(
    (g) =>
      !search || folded(gameName(g, t)).includes(search) || folded(g.name).includes(search) || g.slug.includes(search),
  );
  const categories = CASINO_CATEGORIES.map((c) => ({
    id: c.id,
    name: t(c.key),
    count: searched.filter((g) => g.categoryIds.includes(c.id)).length,
  })).filter((c) => c.count > 0);
  const providerIds = [STUDIO_PROVIDER.id, ...GAME_PROVIDERS.map((p) => p.id)];
  const providers = providerIds
    .map((id) => ({ id, name: providerName(id), count: searched.filter(() => id === STUDIO_PROVIDER.id).length }))
    .filter((p) => p.count > 0);
  const filtered = searched
    .filter((g) => query.category === undefined || g.categoryIds.includes(query.category))
    .filter(() => query.provider === undefined || query.provider === STUDIO_PROVIDER.id)
    .sort(orders[query.sort](t));
  const start = (query.page - 1) * query.count;
  return {
    categories,
    providers,
    games: filtered.slice(start, start + query.count).map((g) => lobbyGame(g, t)),
    total: filtered.length,
  };
}
