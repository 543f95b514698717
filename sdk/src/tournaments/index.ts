/**
 * Tournaments (issue 21, docs/promotions.md "Tournaments"): the wire shapes of the player's calls — the list, one
 * tournament with its live leaderboard, opting in, the player's own tournaments — and the push event that tells a
 * participant the leaderboard moved. Browser-safe (zod/mini); the server checks its answers with the same schemas.
 */
import * as z from 'zod/mini';

export const tournamentPaths = {
  /** GET — every tournament that is announced, running or finished in the last 30 days. */
  list: '/web-api/tournaments',
  /** GET `?tournament_id=` — one tournament with the top of its leaderboard and the player's own place. */
  detail: '/web-api/tournaments/detail',
  /** POST `{ tournament_id }` — opt in (signed-in player); answers the tournament as `detail` does. */
  join: '/web-api/tournaments/join',
  /** GET — the signed-in player's tournaments (opted in) with their place, points and prize. */
  mine: '/web-api/tournaments/mine',
} as const;

export const tournamentProducts = ['sport', 'casino'] as const;
export type TournamentProduct = (typeof tournamentProducts)[number];
/** What a qualifying bet or round scores: its stake, its net winnings, or its multiplier (the best one counts). */
export const tournamentScorings = ['stake', 'winnings', 'multiplier'] as const;
export type TournamentScoring = (typeof tournamentScorings)[number];
export const tournamentStates = ['upcoming', 'running', 'finished'] as const;
export type TournamentState = (typeof tournamentStates)[number];
/**
 * A paid prize, or a bonus prize the bonus engine did not grant (`not_granted`: the winner already wagers a bonus
 * in that currency, or the offer was switched off; nothing is paid instead).
 */
export const prizeStatuses = ['paid', 'not_granted'] as const;

const int = z.number().check(z.int());

export const tournamentPrize = z.object({
  place: int,
  kind: z.enum(['money', 'bonus']),
  /** Real money in major units of the tournament's currency; for a bonus, its amount when the offer fixes one. */
  amount: z.nullable(z.number()),
  /** The bonus offer's code (a bonus prize). */
  offerCode: z.nullable(z.string()),
});
export type TournamentPrize = z.infer<typeof tournamentPrize>;

export const tournamentWire = z.object({
  id: int,
  name: z.string(),
  product: z.enum(tournamentProducts),
  state: z.enum(tournamentStates),
  startsAt: z.string(),
  endsAt: z.string(),
  currencyIso: z.string(),
  scoring: z.enum(tournamentScorings),
  /** Sport: the sports whose bets count (empty: any) and the lowest coupon odds. Casino: games and categories. */
  sportIds: z.array(int),
  minOdds: z.nullable(z.number()),
  gameIds: z.array(int),
  /** The names of `gameIds` (brand names, not translated). */
  gameNames: z.array(z.string()),
  categoryIds: z.array(int),
  prizes: z.array(tournamentPrize),
  participants: int,
  /** The signed-in player has opted in (false for a guest). */
  joined: z.boolean(),
});
export type TournamentWire = z.infer<typeof tournamentWire>;

/** Points as shown: major units of money (stake, winnings) or the multiplier itself. */
export const leaderboardRow = z.object({
  place: int,
  /** The player as others see them: a masked id. */
  player: z.string(),
  points: z.number(),
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const tournamentDetail = z.object({
  tournament: tournamentWire,
  top: z.array(leaderboardRow),
  /** The player's own standing (null for a guest or a player who has not opted in); place null before a score. */
  me: z.nullable(z.object({ place: z.nullable(int), points: z.number() })),
  /** After the end: who won what (places without a scoring player are not awarded). */
  results: z.array(
    z.object({
      place: int,
      player: z.string(),
      me: z.boolean(),
      kind: z.enum(['money', 'bonus']),
      amount: z.nullable(z.number()),
      status: z.enum(prizeStatuses),
    }),
  ),
});
export type TournamentDetail = z.infer<typeof tournamentDetail>;

export const tournamentList = z.object({ items: z.array(tournamentWire) });
export type TournamentList = z.infer<typeof tournamentList>;

export const myTournaments = z.object({
  items: z.array(
    z.object({
      tournament: tournamentWire,
      place: z.nullable(int),
      points: z.number(),
      prize: z.nullable(
        z.object({ kind: z.enum(['money', 'bonus']), amount: z.nullable(z.number()), status: z.enum(prizeStatuses) }),
      ),
    }),
  ),
});
export type MyTournaments = z.infer<typeof myTournaments>;

/** The player's push stream: a tournament they joined has a new leaderboard (or has ended and paid). */
export const tournamentPushEventSchema = z.object({
  type: z.literal('tournament'),
  tournament: int.check(z.positive()),
});
export type TournamentPushEvent = z.infer<typeof tournamentPushEventSchema>;

/** How many leaderboard rows the calls answer. */
export const LEADERBOARD_TOP = 10;
