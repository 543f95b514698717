/**
 * The stake limits per market and per player day (BettingLimits): what the player has staked in the last 24 hours
 * and, per event of a coupon, on its market among open bets, and the check against the limits. Placement's general
 * path reads the sums in its first statement; a plain bet's `place_bet` (migration 0562) does the same in SQL.
 */
import type { CouponEventInput } from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';
import { type Db, sql } from '../db';
import { marketTypes } from '../feed';
import { toMajorNumber } from '../wallet';
import type { PlayerAccount } from './records';
import type { BettingLimits } from './settings';

/** The sums of `stakedSums` (json: bigint sums as numbers). */
export interface StakedSums {
  day: number;
  markets: number[];
}

/**
 * The sums as one sub-select (for `accountAndBet`'s statement), read as `StakedSums`; the day from `since`. A
 * market's sum reads the player's selections on the game (migration 0564 `bet_selections_user_game`) and each
 * bet's stake by its key.
 */
export function stakedSums(userId: number, events: CouponEventInput[], since: Date) {
  const onMarket = events.map(
    (e) => sql`(
      select coalesce(sum((select b.stake_minor from bets b where b.id = s.bet_id and b.status in ('open', 'pending'))), 0)
      from bet_selections s where s.user_id = ${userId} and s.game_id = ${e.gameId}
        and s.outcome_type in (${sql.join(marketTypes(e.type))}))`,
  );
  return sql`json_build_object(
    'day', (select coalesce(sum(stake_minor), 0) from bets where user_id = ${userId} and created_at >= ${since}),
    'markets', array[${sql.join(onMarket)}]::bigint[])`;
}

/** `stakedSums` on its own (a bid; a plain bet that turned out to need the general path). */
export async function readStakedSums(
  db: Db,
  userId: number,
  events: CouponEventInput[],
  since: Date,
): Promise<StakedSums> {
  const row = await sql<{ sums: StakedSums }>`select ${stakedSums(userId, events, since)} as sums`.execute(db);
  return row.rows[0]?.sums ?? { day: 0, markets: [] };
}

/** Throws the 400 of the first limit a stake (major units) would pass, markets in the coupon's order, then the day. */
export function checkStakeLimits(
  limits: BettingLimits,
  sums: StakedSums,
  account: PlayerAccount,
  stake: number,
  baseRate: number,
): void {
  const scale = (n: number) => n / Math.max(baseRate, 1e-9);
  for (const staked of sums.markets) {
    const onThisMarket = toMajorNumber(Number(staked), account.digits);
    if (onThisMarket + stake > scale(limits.maxStakePerMarket)) {
      throw ApiError.badRequest(
        'stake_above_market_limit',
        `The most you can stake on this market is ${Math.max(0, scale(limits.maxStakePerMarket) - onThisMarket)}`,
      );
    }
  }
  if (toMajorNumber(Number(sums.day), account.digits) + stake > scale(limits.maxStakePerPlayerDay)) {
    throw ApiError.badRequest('stake_above_player_limit', 'The daily stake limit is reached');
  }
}
