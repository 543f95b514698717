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

export async function placePlainBet(db: Db, bet: PlainBet): Promise<PlainOutcome> {
  const { account, req } = bet;
  const marketOf: number[] = [];
  const types: number[] = [];
  bet.selections.forEach((s, i) => {
    for (const type of marketTypes(s.input.type)) {
      types.push(type);
      marketOf.push(i + 1);
    }
  });
  const paidMajor = toMajorNumber(bet.paidMinor, account.digits);
  let rows: Array<{
    problem: 'market_limit' | 'player_limit' | 'duplicate' | 'general' | null;
    problem_index: number | null;
    problem_amount: number | null;
    bet: Record<string, unknown> | null;
    balance: number | null;
  }>;
  try {
    ({ rows } = await sql<(typeof rows)[number]>`select * from place_bet(${bet.userId}, ${account.id},
      ${account.currencyId}, ${req.betGuid}, ${bet.hash}, ${req.vid}::smallint, ${bet.systemSize}::smallint,
      ${bet.stakeMinor}, ${bet.taxMinor}, ${bet.coef}::double precision, ${bet.potentialMinor}, ${bet.status},
      ${bet.autoBetCoef}::double precision, ${req.dropOnScoreChange === true}, ${bet.scoreKey},
      ${req.couponCode ?? null}, ${bet.at}, ${bet.boostPercent}::double precision,
      ${bet.selections.map((s) => s.input.gameId)}::bigint[], ${bet.selections.map((s) => s.input.type)}::integer[],
      ${bet.selections.map((s) => s.input.param)}::double precision[],
      ${bet.selections.map((s) => s.coef)}::double precision[], ${types}::integer[], ${marketOf}::integer[],
      ${bet.since}, ${account.digits}::integer, ${paidMajor}::double precision,
      ${bet.marketLimit}::double precision, ${bet.dayLimit}::double precision, ${bet.paidMinor},
      ${bettingAccounts.open}, ${bettingAccounts.tax}, ${SESSION_GAP_MS})`.execute(db));
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === insufficientFunds) throw ApiError.badRequest('insufficient_funds', 'Not enough money for the bet');
    if (code === generalPath) return 'general';
    throw error;
  }
  const row = rows[0];
  if (!row) throw new Error('place_bet answered no row');
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
