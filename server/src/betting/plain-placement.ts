/**
 * A plain sports bet in one database statement (migration 0562 `place_bet`): real money only — no bonus being
 * wagered, no promotion, advance, bet builder or bid — for a player without responsible-gambling limits or a
 * closed state. The function does what placement.ts's transaction does, in the same order and under the same
 * locks; on its own the statement is its own transaction, so a placement is two round trips (the account read
 * and this call) instead of eight. Whatever it does not cover it hands back, and placement.ts's general path
 * answers it exactly as before.
 */
import type { CouponEventInput, MakeBetRequest } from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';
import { type Db, pgErrorCode, sql } from '../db';
import { marketTypes } from '../feed';
import { SESSION_GAP_MS } from '../limits';
import { toMajorNumber } from '../wallet';
import { type PlaceBetArgs, type PlaceBetRow, placeInBatch } from './plain-batch';
import { type BetRow, type BetSelectionRow, bettingAccounts, type PlayerAccount } from './records';

/** What placement.ts computed for the bet before it is written. */
export interface PlainBet {
  userId: number;
  account: PlayerAccount;
  req: MakeBetRequest;
  hash: string;
  systemSize: number | null;
  stakeMinor: number;
  taxMinor: number;
  paidMinor: number;
  coef: number;
  potentialMinor: number;
  status: 'open' | 'pending';
  autoBetCoef: number | null;
  scoreKey: string;
  at: Date;
  boostPercent: number;
  selections: Array<{ input: CouponEventInput; coef: number }>;
  /** The stake limits in major units of the account's currency (scaled by its base rate), and their window. */
  marketLimit: number;
  dayLimit: number;
  since: Date;
}

/** Placed (the row and the balance the stake left), or why placement.ts must go on itself. */
export type PlainOutcome =
  | { row: BetRow; selections: BetSelectionRow[]; balanceMinor: number }
  | 'duplicate'
  | 'general';

/** Whether a request may take the plain path: real money, no promotion, advance, bet builder or bid. */
export function isPlainRequest(req: MakeBetRequest, terms: { builder?: unknown; bid?: unknown }): boolean {
  return !terms.builder && !terms.bid && req.avanceBet !== true && req.userIdBonus === undefined && !req.promo;
}

/** SQLSTATEs `place_bet` raises (0562): the stake exceeds the balance; the player needs the general path. */
const insufficientFunds = 'BF001';
const generalPath = 'BF002';

/** `place_bet`'s arguments for `bet` (0562; named as 0575's `place_bet_item`). */
function placeBetArgs(bet: PlainBet): PlaceBetArgs {
  const { account, req } = bet;
  const marketOf: number[] = [];
  const types: number[] = [];
  bet.selections.forEach((s, i) => {
    for (const type of marketTypes(s.input.type)) {
      types.push(type);
      marketOf.push(i + 1);
    }
  });
  return {
    user_id: bet.userId,
    guid: req.betGuid,
    account: account.id,
    currency: account.currencyId,
    hash: bet.hash,
    vid: req.vid,
    system_size: bet.systemSize,
    stake: bet.stakeMinor,
    tax: bet.taxMinor,
    coef: bet.coef,
    potential: bet.potentialMinor,
    status: bet.status,
    auto_coef: bet.autoBetCoef,
    drop_on_score: req.dropOnScoreChange === true,
    score: bet.scoreKey,
    coupon_code: req.couponCode ?? null,
    at: bet.at,
    boost: bet.boostPercent,
    games: bet.selections.map((s) => s.input.gameId),
    types: bet.selections.map((s) => s.input.type),
    params: bet.selections.map((s) => s.input.param),
    coefs: bet.selections.map((s) => s.coef),
    market_types: types,
    market_of: marketOf,
    since: bet.since,
    digits: account.digits,
    paid_major: toMajorNumber(bet.paidMinor, account.digits),
    market_limit: bet.marketLimit,
    day_limit: bet.dayLimit,
    paid: bet.paidMinor,
    open_code: bettingAccounts.open,
    tax_code: bettingAccounts.tax,
    session_gap_ms: SESSION_GAP_MS,
  };
}

/** One call of `place_bet` on its own statement. */
async function placeAlone(db: Db, a: PlaceBetArgs): Promise<PlaceBetRow> {
  const { rows } = await sql<PlaceBetRow>`select * from place_bet(${a.user_id}, ${a.account}, ${a.currency},
    ${a.guid}, ${a.hash}, ${a.vid}::smallint, ${a.system_size}::smallint, ${a.stake}, ${a.tax},
    ${a.coef}::double precision, ${a.potential}, ${a.status}, ${a.auto_coef}::double precision, ${a.drop_on_score},
    ${a.score}, ${a.coupon_code}, ${a.at}, ${a.boost}::double precision, ${a.games}::bigint[], ${a.types}::integer[],
    ${a.params}::double precision[], ${a.coefs}::double precision[], ${a.market_types}::integer[],
    ${a.market_of}::integer[], ${a.since}, ${a.digits}::integer, ${a.paid_major}::double precision,
    ${a.market_limit}::double precision, ${a.day_limit}::double precision, ${a.paid}, ${a.open_code},
    ${a.tax_code}, ${a.session_gap_ms})`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('place_bet answered no row');
  return row;
}

export async function placePlainBet(db: Db, bet: PlainBet): Promise<PlainOutcome> {
  const { account } = bet;
  const args = placeBetArgs(bet);
  let row: PlaceBetRow;
  try {
    // Several to a statement where enabled (PGlite: ./plain-batch.ts), else on its own.
    row = await (placeInBatch(db, args) ?? placeAlone(db, args));
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === insufficientFunds) throw ApiError.badRequest('insufficient_funds', 'Not enough money for the bet');
    if (code === generalPath) return 'general';
    throw error;
  }
  if (row.problem === 'market_limit') {
    const onThisMarket = toMajorNumber(Number(row.problem_amount), account.digits);
    throw ApiError.badRequest(
      'stake_above_market_limit',
      `The most you can stake on this market is ${Math.max(0, bet.marketLimit - onThisMarket)}`,
    );
  }
  if (row.problem === 'player_limit')
    throw ApiError.badRequest('stake_above_player_limit', 'The daily stake limit is reached');
  if (row.problem === 'duplicate' || row.problem === 'general') return row.problem;
  if (!row.bet || row.balance === null) throw new Error('place_bet answered neither a bet nor a problem');
  // The row as json: timestamps come as text; the bet is dated `at` (settled_at is null on a new bet).
  const placed = { ...row.bet, created_at: bet.at, settled_at: null } as BetRow;
  const selections = bet.selections.map((s, idx) => ({
    bet_id: placed.id,
    idx,
    game_id: s.input.gameId,
    outcome_type: s.input.type,
    param: s.input.param,
    coef: s.coef,
    result: null,
  }));
  return { row: placed, selections, balanceMinor: Number(row.balance) };
}
