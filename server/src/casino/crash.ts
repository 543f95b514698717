/**
 * Crash: shared rounds for every player, driven by the app clock. A round is decided once however many processes
 * run: it is a row keyed by its number, inserted with `on conflict do nothing` by whichever process first sees the
 * previous round end, and every process reads the same row. Betting lasts BETTING_MS, the multiplier then grows
 * (crashMultiplierAt) until the round's crash point, and the next round opens PAUSE_MS after the crash. Bets still
 * open when their round has crashed are settled by a sweep in every process; closing a round row is conditional,
 * so each is paid once.
 */
import { randomBytes } from 'node:crypto';
import {
  CRASH_CLIENT_SEED,
  type CrashRound,
  crashCashOut,
  crashMultiplierAt,
  crashPoint,
  crashTargetError,
  crashTimeOf,
  fairFloats,
  type RoundAnswer,
  sha256Hex,
} from '@betframe/sdk/casino';
import { ApiError } from '../app/errors';
import type { Executor } from '../db';
import type { CatalogueGame } from './catalogue';
import { stakeOf } from './originals';
import { nodeHmacSha256 } from './provider-wallet';
import { type Player, payoutOf, type RoundRow, type Rounds } from './rounds';
import type { CasinoCrashRoundsTable } from './tables';

export const BETTING_MS = 6_000;
export const PAUSE_MS = 3_000;

type Row = CasinoCrashRoundsTable;

export interface CrashOptions {
  db: Executor;
  rounds: Rounds;
  now(): number;
}

export function createCrash(options: CrashOptions) {
  const { db, rounds } = options;

  async function latest(): Promise<Row | undefined> {
    return db.selectFrom('casino_crash_rounds').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** The round now: the latest, or the next one when the latest has ended. */
  async function current(): Promise<Row> {
    const now = options.now();
    const last = await latest();
    if (last && last.ends_at.getTime() > now) return last;
    const id = (last?.id ?? 0) + 1;
    const serverSeed = randomBytes(32).toString('hex');
    const [float0 = 0] = await fairFloats({ serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce: id }, 1, nodeHmacSha256);
    const point = crashPoint(float0);
    const bettingAt = Math.max(now, last ? last.ends_at.getTime() : now);
    const launchAt = bettingAt + BETTING_MS;
    const crashAt = launchAt + crashTimeOf(point);
    await db
      .insertInto('casino_crash_rounds')
      .values({
        id,
        server_seed: serverSeed,
        server_seed_hash: await sha256Hex(serverSeed),
        crash_point: point,
        betting_at: new Date(bettingAt),
        launch_at: new Date(launchAt),
        crash_at: new Date(crashAt),
        ends_at: new Date(crashAt + PAUSE_MS),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return db.selectFrom('casino_crash_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function stateOf(row: Row): Promise<CrashRound> {
    const now = options.now();
    const crashed = now >= row.crash_at.getTime();
    const recent = await db
      .selectFrom('casino_crash_rounds')
      .select(['id', 'crash_point'])
      .where('crash_at', '<=', new Date(now))
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    return {
      roundId: row.id,
      phase: now < row.launch_at.getTime() ? 'betting' : crashed ? 'crashed' : 'running',
      launchAt: row.launch_at.toISOString(),
      now: new Date(now).toISOString(),
      multiplier: crashed ? row.crash_point : crashMultiplierAt(now - row.launch_at.getTime()),
      ...(crashed ? { crashPoint: row.crash_point, serverSeed: row.server_seed } : {}),
      serverSeedHash: row.server_seed_hash,
      clientSeed: CRASH_CLIENT_SEED,
      recent: recent.map((r) => ({ roundId: r.id, crashPoint: r.crash_point })),
    };
  }

  async function bet(
    game: CatalogueGame,
    player: Player,
    amount: string | number,
    params: { autoCashOut?: number },
  ): Promise<RoundAnswer> {
    const stakeMinor = stakeOf(amount, game, player.digits);
    if (params.autoCashOut !== undefined && crashTargetError(params.autoCashOut)) {
      throw ApiError.badRequest('invalid_target', 'Auto cash-out: 1.01 to 10000, two decimals');
    }
    const row = await current();
    if (options.now() >= row.launch_at.getTime())
      throw new ApiError(409, 'betting_closed', 'This round has started: bet on the next one');
    const existing = await db
      .selectFrom('casino_rounds')
      .select('id')
      .where('owner', '=', player.session.owner)
      .where('crash_round_id', '=', row.id)
      .where('demo', '=', player.session.demo)
      .executeTakeFirst();
    if (existing) throw new ApiError(409, 'already_bet', 'One bet per crash round');
    // The round's seeds are its own: committed before betting, revealed at the crash.
    const seeds = {
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: CRASH_CLIENT_SEED,
      nonce: row.id,
    };
    const { round, balanceMinor } = await rounds.open(game, player, seeds, {
      stakeMinor,
      params,
      state: { crashRoundId: row.id },
      crashRoundId: row.id,
    });
    return rounds.answer(round, balanceMinor, player.digits, { crashRoundId: row.id, autoCashOut: params.autoCashOut });
  }

  async function roundOf(id: number): Promise<Row> {
    return db.selectFrom('casino_crash_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function cashOut(player: Player, roundId: number): Promise<RoundAnswer> {
    const round = await rounds.load(roundId, player, 'crash');
    if (round.status !== 'open') throw new ApiError(409, 'round_closed', 'The bet is already settled');
    const row = await roundOf(round.crash_round_id as number);
    const now = options.now();
    if (now < row.launch_at.getTime()) throw new ApiError(409, 'not_started', 'The round has not started');
    if (now >= row.crash_at.getTime()) {
      await settle(player, round, row);
      throw new ApiError(409, 'round_crashed', `The round crashed at ${row.crash_point}×`);
    }
    const auto = (round.params as { autoCashOut?: number }).autoCashOut;
    const live = crashMultiplierAt(now - row.launch_at.getTime());
    const multiplier = auto !== undefined && auto <= live ? auto : live;
    const closed = await rounds.close(player, round, {
      payoutMinor: payoutOf(round.stake_minor, multiplier),
      multiplier,
      state: { crashRoundId: row.id, cashedOutAt: multiplier },
    });
    return rounds.answer(closed.round, closed.balanceMinor, player.digits, closed.round.state);
  }

  /**
   * A bet's result once its round has crashed (the game shows an automatic cash-out or a loss, and its balance):
   * settled now when the sweep has not come to it yet; 409 `not_crashed` while the round still runs.
   */
  async function result(player: Player, roundId: number): Promise<RoundAnswer> {
    let round = await rounds.load(roundId, player, 'crash');
    if (round.status === 'open') {
      const row = await roundOf(round.crash_round_id as number);
      if (options.now() < row.crash_at.getTime())
        throw new ApiError(409, 'not_crashed', 'The round has not crashed yet');
      await settle(player, round, row);
      round = await rounds.load(roundId, player, 'crash');
    }
    return rounds.answer(round, await rounds.balance(player, round), player.digits, round.state);
  }

  /** Settles a bet of a crashed round: its auto cash-out when the round reached it, else a loss. */
  async function settle(player: Player, round: RoundRow, row: Row): Promise<void> {
    const auto = (round.params as { autoCashOut?: number }).autoCashOut;
    const multiplier = auto !== undefined ? crashCashOut(row.crash_point, auto) : 0;
    await rounds
      .close(player, round, {
        payoutMinor: payoutOf(round.stake_minor, multiplier),
        multiplier,
        state: {
          crashRoundId: row.id,
          crashPoint: row.crash_point,
          ...(multiplier > 0 ? { cashedOutAt: multiplier } : {}),
        },
      })
      .catch((error: unknown) => {
        // Another process (or the player's own cash-out) settled it first.
        if (!(error instanceof ApiError && error.code === 'round_closed')) throw error;
      });
  }

  return { current, stateOf, bet, cashOut, result, settle, roundOf };
}

export type Crash = ReturnType<typeof createCrash>;
