/**
 * The play call of every in-house game (`POST /web-api/casino/originals/{game}/play`) and the steps of the
 * multi-step ones (mines reveal and cash-out, blackjack actions). Outcomes come from the shared maths in
 * @betframe/sdk/casino, the same functions the browser verifier runs.
 */
import {
  actBlackjack,
  type BlackjackAction,
  type BlackjackState,
  blackjackReturn,
  blackjackStaked,
  dealBlackjack,
  diceParamsError,
  type MinesState,
  minePositions,
  minesCountError,
  minesMultiplier,
  type OriginalGame,
  type PlinkoRisk,
  playDice,
  playMines,
  playParamsSchemas,
  playPlinko,
  playRoulette,
  playSlot,
  plinkoParamsError,
  type RouletteBetType,
  type RoundAnswer,
  revealMine,
  rouletteCovered,
  roundFloats,
  visibleBlackjack,
} from '@betframe/sdk/casino';
import { ApiError } from '../app/errors';
import { parseOrThrow } from '../app/validation';
import type { Executor } from '../db';
import { toMinorUnits } from '../wallet';
import type { CatalogueGame } from './catalogue';
import { nodeHmacSha256 } from './provider-wallet';
import { type Player, payoutOf, type RoundRow, type Rounds } from './rounds';
import { type TakenNonce, takeNonce } from './seeds';

const bad = (code: string, message: string) => ApiError.badRequest(code, message);

/** A stake in minor units within the game's limits, or a coded 400. */
export function stakeOf(amount: string | number, game: CatalogueGame, digits: number): number {
  const minor = toMinorUnits(amount, digits);
  if (minor === undefined) throw bad('invalid_amount', 'The stake is not a valid amount');
  if (minor < (toMinorUnits(game.minBet, digits) ?? 1))
    throw bad('stake_below_minimum', `The stake is below ${game.minBet}`);
  if (minor > (toMinorUnits(game.maxBet, digits) ?? 0))
    throw bad('stake_above_maximum', `The stake is above ${game.maxBet}`);
  return minor;
}

function minesOutcome(state: MinesState, multiplier: number): unknown {
  return {
    ...state,
    multiplier,
    nextMultiplier: state.finished ? undefined : minesMultiplier(state.mines, state.revealed.length + 1),
  };
}

export interface OriginalsOptions {
  db: Executor;
  rounds: Rounds;
  now(): Date;
  /** The next round's seeds and reserved id (seeds.ts nonceTaker; takeNonce on `db` by default). */
  takeNonce?(owner: string, at: Date): Promise<TakenNonce & { roundId: number }>;
}

export function createOriginals(options: OriginalsOptions) {
  const { db, rounds } = options;
  const nextSeeds = options.takeNonce ?? ((owner: string, at: Date) => takeNonce(db, owner, at));

  async function seedsOf(round: RoundRow) {
    return roundFloats(
      round.game as OriginalGame,
      { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce },
      nodeHmacSha256,
    );
  }

  /** A one-round game or the first step of a multi-step one. */
  async function play(
    game: CatalogueGame,
    player: Player,
    amount: string | number,
    rawParams: unknown,
  ): Promise<RoundAnswer> {
    if (game.slug === 'crash') throw bad('use_crash_bet', 'Crash bets go through the crash round');
    const params = parseOrThrow(playParamsSchemas[game.slug], rawParams ?? {});
    let stakeMinor: number;
    // Roulette: the bets carry the amounts, and `amount` must be their sum.
    if (game.slug === 'roulette') {
      const bets = (params as { bets: { type: string; numbers?: number[]; index?: number; amount: string | number }[] })
        .bets;
      for (const bet of bets) {
        if (!rouletteCovered(bet as Parameters<typeof rouletteCovered>[0]))
          throw bad('invalid_bet', `Not a bet on the table: ${bet.type}`);
        if (toMinorUnits(bet.amount, player.digits) === undefined)
          throw bad('invalid_amount', 'A bet amount is not valid');
      }
      stakeMinor = stakeOf(amount, game, player.digits);
      const sum = bets.reduce((total, bet) => total + (toMinorUnits(bet.amount, player.digits) ?? 0), 0);
      if (sum !== stakeMinor) throw bad('amount_mismatch', 'The amount is not the sum of the bets');
    } else stakeMinor = stakeOf(amount, game, player.digits);
    checkParams(game.slug, params);
    const seeds = await nextSeeds(player.session.owner, options.now());
    const floats = await roundFloats(game.slug, seeds, nodeHmacSha256);
    const first = firstState(game.slug, floats, params, stakeMinor, player.digits);
    if (!first.finished) {
      const { round, balanceMinor } = await rounds.open(game, player, seeds, {
        stakeMinor,
        params,
        state: first.state,
      });
      return rounds.answer(round, balanceMinor, player.digits, first.visible);
    }
    // A round that ends where it starts: the stake, its row written closed, the payout (rounds.ts settle).
    const settled = await rounds.settle(game, player, seeds, {
      stakeMinor,
      params,
      state: first.state,
      payoutMinor: first.payoutMinor ?? payoutOf(stakeMinor, first.multiplier),
      multiplier: first.multiplier,
    });
    return rounds.answer(settled.round, settled.balanceMinor, player.digits, first.state);
  }

  function checkParams(game: OriginalGame, params: unknown): void {
    const p = params as Record<string, unknown>;
    if (game === 'dice' && diceParamsError(p as { target: number; over: boolean }))
      throw bad('invalid_target', 'The target is out of range');
    if (game === 'mines') {
      if (minesCountError(p.mines as number)) throw bad('invalid_mines', 'Mines: 1 to 24');
      const picks = (p.picks as number[] | undefined) ?? [];
      if (picks.some((t) => t < 0 || t > 24) || new Set(picks).size !== picks.length)
        throw bad('invalid_tile', 'Tiles: 0 to 24, once each');
    }
    if (game === 'plinko') {
      const error = plinkoParamsError(p.rows as number, p.risk as string);
      if (error) throw bad(error, 'Plinko: 8 to 16 rows, risk low, medium or high');
    }
  }

  function firstState(game: OriginalGame, floats: number[], params: unknown, stakeMinor: number, digits: number) {
    const p = params as {
      target: number;
      over: boolean;
      rows: number;
      risk: PlinkoRisk;
      mines: number;
      picks?: number[];
      bets: { type: RouletteBetType; numbers?: number[]; index?: number; amount: string | number }[];
    };
    type First = { state: unknown; visible?: unknown; finished: boolean; multiplier: number; payoutMinor?: number };
    switch (game) {
      case 'dice': {
        const r = playDice(floats, p);
        return { state: r.outcome, finished: true, multiplier: r.multiplier } as First;
      }
      case 'plinko': {
        const r = playPlinko(floats, p.rows, p.risk);
        return { state: r.outcome, finished: true, multiplier: r.multiplier } as First;
      }
      case 'roulette': {
        const bets = p.bets.map((bet) => ({ ...bet, amountMinor: toMinorUnits(bet.amount, digits) ?? 0 }));
        const r = playRoulette(floats, bets);
        return { state: r.outcome, finished: true, multiplier: r.multiplier, payoutMinor: r.payoutMinor } as First;
      }
      case 'slot': {
        const r = playSlot(floats);
        return { state: r.outcome, finished: true, multiplier: r.multiplier } as First;
      }
      case 'mines': {
        const picks = p.picks;
        if (picks && picks.length > 0) {
          const r = playMines(floats, p.mines, picks);
          return { state: minesOutcome(r.state, r.multiplier), finished: true, multiplier: r.multiplier } as First;
        }
        const state: MinesState = { mines: p.mines, revealed: [], finished: false };
        return { state, visible: minesOutcome(state, 1), finished: false, multiplier: 0 } as First;
      }
      case 'blackjack': {
        const state = dealBlackjack(floats);
        const bj = {
          state: { ...state, actions: [] },
          visible: visibleBlackjack(state),
          finished: state.finished,
          multiplier: 0,
        } as First;
        if (state.finished) {
          bj.multiplier = blackjackReturn(state);
          bj.payoutMinor = payoutOf(stakeMinor, bj.multiplier);
        }
        return bj;
      }
      default:
        throw bad('unknown_game', 'No such game');
    }
  }

  async function revealMines(player: Player, roundId: number, tile: number): Promise<RoundAnswer> {
    const round = await rounds.load(roundId, player, 'mines');
    if (round.status !== 'open') throw new ApiError(409, 'round_closed', 'The round is closed');
    const state = round.state as MinesState;
    const positions = minePositions(await seedsOf(round), state.mines);
    const step = revealMine(positions, state, tile);
    if (!step.ok)
      throw step.error === 'round_closed'
        ? new ApiError(409, 'round_closed', 'The round is closed')
        : bad(step.error, 'Not a tile to reveal');
    if (step.state.finished) {
      const closed = await rounds.close(player, round, {
        payoutMinor: payoutOf(round.stake_minor, step.multiplier),
        multiplier: step.multiplier,
        state: minesOutcome(step.state, step.multiplier),
      });
      return rounds.answer(closed.round, closed.balanceMinor, player.digits, closed.round.state);
    }
    const next = await rounds.step(round, step.state);
    return rounds.answer(
      next,
      await rounds.balance(player, next),
      player.digits,
      minesOutcome(step.state, step.multiplier),
    );
  }

  async function cashOutMines(player: Player, roundId: number): Promise<RoundAnswer> {
    const round = await rounds.load(roundId, player, 'mines');
    if (round.status !== 'open') throw new ApiError(409, 'round_closed', 'The round is closed');
    const state = round.state as MinesState;
    if (state.revealed.length === 0) throw bad('nothing_revealed', 'Reveal a tile before cashing out');
    const multiplier = minesMultiplier(state.mines, state.revealed.length);
    const positions = minePositions(await seedsOf(round), state.mines);
    const finished = { ...state, finished: true, minePositions: positions };
    const closed = await rounds.close(player, round, {
      payoutMinor: payoutOf(round.stake_minor, multiplier),
      multiplier,
      state: minesOutcome(finished, multiplier),
    });
    return rounds.answer(closed.round, closed.balanceMinor, player.digits, closed.round.state);
  }

  async function actBlackjackRound(player: Player, roundId: number, action: BlackjackAction): Promise<RoundAnswer> {
    const round = await rounds.load(roundId, player, 'blackjack');
    if (round.status !== 'open') throw new ApiError(409, 'round_closed', 'The round is closed');
    const stored = round.state as BlackjackState & { actions: BlackjackAction[] };
    const floats = await seedsOf(round);
    const next = actBlackjack(floats, stored, action);
    if (!next) throw bad('invalid_action', `Not possible now: ${action}`);
    const unit = round.stake_minor / blackjackStaked(stored);
    const stakeMinor = unit * blackjackStaked(next);
    // Doubling and splitting stake once more, under the round's next bet uuid.
    if (action === 'double' || action === 'split')
      await rounds.stake(player, round, unit, `bet-${stored.actions.length + 1}`);
    const state = { ...next, actions: [...stored.actions, action] };
    if (next.finished) {
      const returned = blackjackReturn(next);
      const payoutMinor = payoutOf(unit, returned);
      const closed = await rounds.close(player, round, {
        payoutMinor,
        multiplier: Math.round((payoutMinor / stakeMinor) * 10_000) / 10_000,
        state,
        stakeMinor,
      });
      return rounds.answer(closed.round, closed.balanceMinor, player.digits, state);
    }
    const saved = await rounds.step(round, state, stakeMinor);
    return rounds.answer(saved, await rounds.balance(player, saved), player.digits, {
      ...visibleBlackjack(next),
      actions: state.actions,
    });
  }

  return { play, revealMines, cashOutMines, actBlackjack: actBlackjackRound };
}

export type Originals = ReturnType<typeof createOriginals>;
