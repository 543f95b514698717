/**
 * Wire shapes of the casino calls (CONTRACTS §6) and of the additive ones docs/casino.md lists (favourites,
 * recently played, the multi-step calls of mines, blackjack and crash). Every answer is `{ data: … }`. Amounts are
 * major units with at most 2 decimals (the provider wallet, wallet.ts, speaks minor units).
 */
import { z } from 'zod/mini';
import { CLIENT_SEED_PATTERN } from './fairness';

export const casinoPaths = {
  lobby: '/service-api/casino/lobby',
  game: (id: number | string) => `/service-api/casino/games/${id}`,
  launch: '/web-api/casino/launch',
  session: '/web-api/casino/session',
  lastWinners: '/service-api/restcore/GetLastWinners',
  history: '/web-api/casino/history',
  fairness: '/web-api/casino/fairness',
  clientSeed: '/web-api/casino/fairness/client-seed',
  rotate: '/web-api/casino/fairness/rotate',
  play: (game: string) => `/web-api/casino/originals/${game}/play`,
  minesReveal: '/web-api/casino/originals/mines/reveal',
  minesCashOut: '/web-api/casino/originals/mines/cashout',
  blackjackAction: '/web-api/casino/originals/blackjack/action',
  crashState: '/web-api/casino/originals/crash/state',
  crashStream: '/web-api/casino/originals/crash/stream',
  crashCashOut: '/web-api/casino/originals/crash/cashout',
  crashResult: '/web-api/casino/originals/crash/result',
  favourites: '/web-api/casino/favourites',
  recent: '/web-api/casino/recent',
  wallet: (call: string) => `/provider-api/v1/wallet/${call}`,
} as const;

export const CASINO_SORTS = ['popular', 'new', 'name'] as const;
export type CasinoSort = (typeof CASINO_SORTS)[number];
export const LOBBY_MAX_COUNT = 100;
export const HISTORY_PAGE = 50;

const int = z.coerce.number().check(z.int());

export const lobbyQuerySchema = z.object({
  category: z.optional(int),
  provider: z.optional(int),
  search: z.optional(z.string().check(z.maxLength(64))),
  sort: z._default(z.enum(CASINO_SORTS), 'popular'),
  page: z._default(int.check(z.minimum(1), z.maximum(10_000)), 1),
  count: z._default(int.check(z.minimum(1), z.maximum(LOBBY_MAX_COUNT)), 24),
});
export type LobbyQuery = z.output<typeof lobbyQuerySchema>;

/** Generated artwork: two colours of a gradient and a motif the tile draws (no third-party images). */
export const gameArtSchema = z.object({ from: z.string(), to: z.string(), motif: z.string() });
export type GameArt = z.output<typeof gameArtSchema>;

export const lobbyGameSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  providerId: z.number(),
  categoryIds: z.array(z.number()),
  /** A `gradient:` descriptor of the generated artwork (the same data as `art`). */
  image: z.string(),
  art: gameArtSchema,
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  minBet: z.number(),
  maxBet: z.number(),
  hasDemo: z.boolean(),
  isNew: z.boolean(),
});
export type LobbyGame = z.output<typeof lobbyGameSchema>;

const countedSchema = z.object({ id: z.number(), name: z.string(), count: z.number() });

export const lobbySchema = z.object({
  categories: z.array(countedSchema),
  providers: z.array(countedSchema),
  games: z.array(lobbyGameSchema),
  total: z.number(),
});
export type Lobby = z.output<typeof lobbySchema>;

export const gameDetailsSchema = z.extend(lobbyGameSchema, {
  rules: z.string(),
  /** Rows of the paytable: what pays and how much (a game's own labels and values). */
  paytable: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The currency the limits are in. */
  currency: z.string(),
});
export type GameDetails = z.output<typeof gameDetailsSchema>;

export const launchRequestSchema = z.object({ gameId: int, demo: z._default(z.boolean(), false) });
export type LaunchRequest = z.output<typeof launchRequestSchema>;

/** The game page opens its one-time launch token once (`POST session`) for the session it plays with. */
export const openSessionRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) });
export const openedSessionSchema = z.object({
  sessionToken: z.string(),
  gameId: z.number(),
  slug: z.optional(z.string()),
  demo: z.boolean(),
  currency: z.string(),
  /** The balance the game starts from (major units; play money in demo), shown before the first round. */
  balance: z.optional(z.number()),
});
export type OpenedSession = z.output<typeof openedSessionSchema>;
/** The header every call of the game page carries its session in (HTTP header names are case-insensitive). */
export const CASINO_SESSION_HEADER = 'X-Casino-Session';
export const launchResponseSchema = z.object({ url: z.string() });

export const lastWinnersQuerySchema = z.object({
  curIso: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  refId: z.optional(int),
  limit: z._default(int.check(z.minimum(1), z.maximum(50)), 20),
});
export const lastWinnerSchema = z.object({
  gameId: z.number(),
  gameName: z.string(),
  playerName: z.string(),
  amount: z.number(),
  currency: z.string(),
  time: z.string(),
});
export type LastWinner = z.output<typeof lastWinnerSchema>;

export const fairnessSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() });
export type Fairness = z.output<typeof fairnessSchema>;
export const clientSeedRequestSchema = z.object({ clientSeed: z.string().check(z.regex(CLIENT_SEED_PATTERN)) });
export const rotateResponseSchema = z.object({
  previousServerSeed: z.string(),
  previousServerSeedHash: z.string(),
  serverSeedHash: z.string(),
});
export type RotateResponse = z.output<typeof rotateResponseSchema>;

/** A round's fairness data; `serverSeed` is present once the seed has been rotated (revealed). */
export const roundFairnessSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.optional(z.string()),
  clientSeed: z.string(),
  nonce: z.number(),
});

export const historyQuerySchema = z.object({ page: z._default(int.check(z.minimum(1), z.maximum(10_000)), 1) });
export const historyRoundSchema = z.object({
  roundId: z.number(),
  game: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  stake: z.number(),
  payout: z.number(),
  multiplier: z.number(),
  currency: z.string(),
  status: z.enum(['open', 'closed', 'rolled_back']),
  /** The round's inputs (the play `params`) and its outcome, enough to recompute it. */
  params: z.unknown(),
  outcome: z.unknown(),
  time: z.string(),
  fairness: roundFairnessSchema,
});
export type HistoryRound = z.output<typeof historyRoundSchema>;
export const historySchema = z.object({ rounds: z.array(historyRoundSchema), page: z.number(), total: z.number() });

export const favouritesBodySchema = z.object({ gameId: int });
export const gameIdsSchema = z.object({ gameIds: z.array(z.number()) });
