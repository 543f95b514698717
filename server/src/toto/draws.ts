/**
 * Toto draws from the feed (docs/promotions.md "Toto"): the events of a draw are the next football games of the
 * line (top championships first), it closes `closeMinutesBefore` its first game starts, and each event's result
 * is the game's 1X2 result once official (a cancelled game is `void`: every choice counts as right).
 */
import type { TotoConfig, TotoResult } from '@betframe/sdk/toto';
import { type FeedProvider, type GameDef, settleOutcome } from '../feed';

const FOOTBALL = 1;
const MINUTE = 60_000;
/** A draw's first game starts at least this long after the draw is made, so it is open for a while. */
const LEAD_MS = 30 * MINUTE;

/** The games of a new draw made at the feed's now: `events` football games in start order, or null if too few. */
export function pickDrawGames(provider: FeedProvider, config: TotoConfig): GameDef[] | null {
  const from = provider.now() + LEAD_MS;
  const candidates = provider
    .games()
    .filter((g) => g.sport.id === FOOTBALL && !g.cancelled && g.startAt >= from)
    .sort((a, b) => a.champ.tier - b.champ.tier || a.startAt - b.startAt || a.id - b.id)
    .slice(0, config.events)
    .sort((a, b) => a.startAt - b.startAt || a.id - b.id);
  return candidates.length === config.events ? candidates : null;
}

/** When coupons stop: `closeMinutesBefore` the earliest game starts. */
export function closingTime(games: readonly GameDef[], config: TotoConfig): number {
  return Math.min(...games.map((g) => g.startAt)) - config.closeMinutesBefore * MINUTE;
}

/** An event's result once the game is official; undefined before. */
export function eventResult(provider: FeedProvider, gameId: number): TotoResult | undefined {
  const result = provider.result(gameId);
  if (!result) return undefined;
  if (result.cancelled) return 'void';
  if (settleOutcome(1, 0, result) === 'win') return '1';
  if (settleOutcome(3, 0, result) === 'win') return '2';
  return 'X';
}

/** Every event's result, or null while one is not official yet. */
export function drawResults(provider: FeedProvider, gameIds: readonly number[]): TotoResult[] | null {
  const results = gameIds.map((id) => eventResult(provider, id));
  return results.every((r) => r !== undefined) ? (results as TotoResult[]) : null;
}
