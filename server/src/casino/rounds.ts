/**
 * A round's life, shared by every in-house game: take the seeds and nonce, store the round, take the stake (demo:
 * from the play money beside the seeds; real: a signed `bet` to the provider wallet), pay it (`win`, also with 0
 * to close the round) and answer it. Real money moves only through the provider wallet; the round row is the
 * studio's own record (history, fairness, the last winners). No transaction is held across a wallet call (the
 * wallet runs its own), so a step of a multi-step round applies only to the `steps` count it was computed from.
 */
import type { RoundAnswer, WalletAnswer, WalletStatus } from '@betframe/sdk/casino';
import type { Insertable } from 'kysely';
import { ApiError } from '../app/errors';
import type { Db, Executor } from '../db';
import { connectionCoalescer } from '../db/coalescer';
import { toMajorNumber } from '../wallet';
import type { CatalogueGame } from './catalogue';
import { moveDemoBalance, type TakenNonce } from './seeds';
import type { GameSession } from './sessions';
import type { StudioClient } from './studio-client';
import type { CasinoRoundsTable } from './tables';

export interface Player {
  session: GameSession;
  /** Minor digits of the session's currency. */
  digits: number;
}

export interface RoundsOptions {
  db: Db;
  /** PGlite: round rows written by concurrent rounds go together in one insert (db/coalescer.ts). */
  coalesce?: boolean;
  studio: StudioClient;
  now(): Date;
  /** The 403 with its details for a stake the wallet refused for responsible gambling (null: the plain one). */
  explainRefusal?(player: Player, amountMinor: number): Promise<ApiError | null>;
}

export type RoundRow = Omit<
  CasinoRoundsTable,
  'params' | 'state' | 'id' | 'payout_minor' | 'multiplier' | 'status' | 'steps' | 'stake_minor'
> & {
  id: number;
  params: unknown;
  state: unknown;
  stake_minor: number;
  payout_minor: number;
  multiplier: number;
  status: 'open' | 'closed' | 'rolled_back';
  steps: number;
};

const walletErrors: Partial<Record<WalletStatus, ApiError>> = {
  insufficient_funds: new ApiError(402, 'insufficient_funds', 'The stake is above the balance'),
  limit_reached: new ApiError(403, 'limit_reached', 'A gambling limit is reached'),
  self_excluded: new ApiError(403, 'self_excluded', 'The account is excluded from gambling'),
  invalid_token: new ApiError(401, 'invalid_session', 'The game session is not valid'),
  round_closed: new ApiError(409, 'round_closed', 'The round is closed'),
};

function walletError(status: WalletStatus): ApiError {
  return walletErrors[status] ?? new ApiError(502, `wallet_${status}`, `The wallet answered ${status}`);
}

export const walletRound = (roundId: number): string => `bf-${roundId}`;

type NewRound = Insertable<CasinoRoundsTable>;

export function createRounds(options: RoundsOptions) {
  const { db, studio } = options;

  const insertOne = async (values: NewRound, ex: Executor = db) =>
    (await ex.insertInto('casino_rounds').values(values).returningAll().executeTakeFirstOrThrow()) as RoundRow;
  const inserter = options.coalesce
    ? connectionCoalescer<NewRound, RoundRow>({
        db,
        one: insertOne,
        async many(rows, ex) {
          // Each row carries its reserved id: the answers are matched by it.
          if (rows.some((row) => row.id === undefined)) return rows.map(() => undefined);
          const inserted = (await ex.insertInto('casino_rounds').values(rows).returningAll().execute()) as RoundRow[];
          const byId = new Map(inserted.map((row) => [Number(row.id), row]));
          return rows.map((row) => byId.get(row.id as number));
        },
      })
    : undefined;
  const insertRound = (values: NewRound) => (inserter ? inserter.push(values) : insertOne(values));

  async function load(id: number, player: Player, game: string): Promise<RoundRow> {
    const row = await db.selectFrom('casino_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.owner !== player.session.owner || row.game !== game || row.demo !== player.session.demo) {
      throw ApiError.notFound('No such round');
    }
    return row as RoundRow;
  }

  async function wallet(
    kind: 'bet' | 'win' | 'balance' | 'rollback',
    player: Player,
    round: RoundRow,
    uuid: string,
    amountMinor: number,
    reference?: string,
  ) {
    const answer: WalletAnswer = await studio(kind, {
      token: player.session.token,
      round: walletRound(round.id),
      transactionUuid: uuid,
      gameId: round.game_id,
      amountMinor,
      currency: player.session.currency,
      ...(reference ? { referenceTransactionUuid: reference } : {}),
    });
    if (answer.status === 'limit_reached' || answer.status === 'self_excluded') {
      throw (await options.explainRefusal?.(player, amountMinor)) ?? walletError(answer.status);
    }
    if (answer.status !== 'ok') throw walletError(answer.status);
    return answer.balance;
  }

  /** Stores an open round and takes its stake; refused stakes leave no round and no money moved. */
  async function open(
    game: CatalogueGame,
    player: Player,
    seeds: TakenNonce,
    input: { stakeMinor: number; params: unknown; state: unknown; crashRoundId?: number },
  ): Promise<{ round: RoundRow; balanceMinor: number }> {
    const round = await insertRound(roundValues(game, player, seeds, input));
    try {
      const balanceMinor = await stake(player, round, input.stakeMinor, 'bet');
      return { round, balanceMinor };
    } catch (error) {
      await db.deleteFrom('casino_rounds').where('id', '=', round.id).execute();
      throw error;
    }
  }

  function roundValues(
    game: CatalogueGame,
    player: Player,
    seeds: TakenNonce,
    input: { stakeMinor: number; params: unknown; state: unknown; crashRoundId?: number },
  ): NewRound {
    return {
      ...(seeds.roundId !== undefined ? { id: seeds.roundId } : {}),
      owner: player.session.owner,
      user_id: player.session.userId,
      game: game.slug,
      game_id: game.id,
      demo: player.session.demo,
      currency: player.session.currency,
      stake_minor: input.stakeMinor,
      params: JSON.stringify(input.params),
      state: JSON.stringify(input.state),
      server_seed: seeds.serverSeed,
      server_seed_hash: seeds.serverSeedHash,
      client_seed: seeds.clientSeed,
      nonce: seeds.nonce,
      crash_round_id: input.crashRoundId ?? null,
      created_at: options.now(),
    };
  }

  /**
   * A round that ends where it starts (dice, plinko, roulette, the slot, mines with its picks, a blackjack deal
   * that ends at once): its stake under the reserved round id, then its row written once, closed, then its payout
   * (`win`, also 0: it closes the wallet's round). A refused stake leaves no row and no money moved; a row that
   * cannot be written rolls the stake back.
   */
  async function settle(
    game: CatalogueGame,
    player: Player,
    seeds: TakenNonce & { roundId: number },
    input: { stakeMinor: number; params: unknown; state: unknown; payoutMinor: number; multiplier: number },
  ): Promise<{ round: RoundRow; balanceMinor: number }> {
    const pending = { id: seeds.roundId, game_id: game.id } as RoundRow;
    await stake(player, pending, input.stakeMinor, 'bet');
    let round: RoundRow;
    try {
      round = await insertRound({
        ...roundValues(game, player, seeds, input),
        status: 'closed',
        payout_minor: input.payoutMinor,
        multiplier: input.multiplier,
        steps: 1,
        closed_at: options.now(),
      });
    } catch (error) {
      if (player.session.demo) await moveDemoBalance(db, player.session.owner, input.stakeMinor, options.now());
      else {
        const bet = `${walletRound(seeds.roundId)}-bet`;
        await wallet('rollback', player, pending, `${bet}-rollback`, input.stakeMinor, bet).catch(() => undefined);
      }
      throw error;
    }
    return { round, balanceMinor: await pay(player, round, input.payoutMinor) };
  }

  /** Pays a closed round: the demo balance, or the wallet's `win` (also 0: it closes the wallet's round). */
  async function pay(player: Player, round: RoundRow, payoutMinor: number): Promise<number> {
    return player.session.demo
      ? ((await moveDemoBalance(db, player.session.owner, payoutMinor, options.now())) ?? 0)
      : wallet('win', player, round, `${walletRound(round.id)}-win`, payoutMinor);
  }

  /** Takes a stake (the first, or a double/split's extra one under its own uuid). */
  async function stake(player: Player, round: RoundRow, amountMinor: number, uuid: string): Promise<number> {
    if (player.session.demo) {
      const left = await moveDemoBalance(db, player.session.owner, -amountMinor, options.now());
      if (left === undefined) throw walletError('insufficient_funds');
      return left;
    }
    return wallet('bet', player, round, `${walletRound(round.id)}-${uuid}`, amountMinor);
  }

  /** Pays and closes a round at `steps` (once: a second close of the same round changes nothing). */
  async function close(
    player: Player,
    round: RoundRow,
    result: { payoutMinor: number; multiplier: number; state: unknown; stakeMinor?: number },
  ): Promise<{ round: RoundRow; balanceMinor: number }> {
    const closed = (await db
      .updateTable('casino_rounds')
      .set({
        status: 'closed',
        payout_minor: result.payoutMinor,
        multiplier: result.multiplier,
        state: JSON.stringify(result.state),
        stake_minor: result.stakeMinor ?? round.stake_minor,
        steps: round.steps + 1,
        closed_at: options.now(),
      })
      .where('id', '=', round.id)
      .where('status', '=', 'open')
      .where('steps', '=', round.steps)
      .returningAll()
      .executeTakeFirst()) as RoundRow | undefined;
    if (!closed) throw new ApiError(409, 'round_closed', 'The round has already ended or moved on');
    return { round: closed, balanceMinor: await pay(player, closed, result.payoutMinor) };
  }

  /** Saves a step of an open round; 409 when another step got there first. */
  async function step(round: RoundRow, state: unknown, stakeMinor = round.stake_minor): Promise<RoundRow> {
    const next = (await db
      .updateTable('casino_rounds')
      .set({ state: JSON.stringify(state), steps: round.steps + 1, stake_minor: stakeMinor })
      .where('id', '=', round.id)
      .where('status', '=', 'open')
      .where('steps', '=', round.steps)
      .returningAll()
      .executeTakeFirst()) as RoundRow | undefined;
    if (!next) throw new ApiError(409, 'round_closed', 'The round has already ended or moved on');
    return next;
  }

  async function balance(player: Player, round: RoundRow): Promise<number> {
    if (player.session.demo) return (await moveDemoBalance(db, player.session.owner, 0, options.now())) ?? 0;
    return wallet('balance', player, round, `${walletRound(round.id)}-balance`, 0);
  }

  function answer(round: RoundRow, balanceMinor: number, digits: number, outcome: unknown): RoundAnswer {
    return {
      roundId: round.id,
      game: round.game,
      outcome,
      multiplier: round.multiplier,
      stake: toMajorNumber(round.stake_minor, digits),
      payout: toMajorNumber(round.payout_minor, digits),
      balance: toMajorNumber(balanceMinor, digits),
      currency: round.currency,
      demo: round.demo,
      finished: round.status !== 'open',
      serverSeedHash: round.server_seed_hash,
      clientSeed: round.client_seed,
      nonce: round.nonce,
    };
  }

  return { load, open, settle, stake, close, step, balance, answer };
}

export type Rounds = ReturnType<typeof createRounds>;

/** Payout in minor units of a stake times a multiplier, rounded down (never more than the maths owes). */
export function payoutOf(stakeMinor: number, multiplier: number): number {
  return Math.floor(stakeMinor * multiplier + 1e-6);
}
