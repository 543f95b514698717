/** What the casino keeps per player besides rounds in play: history pages, last winners, favourites, recent games. */
import { HISTORY_PAGE, type HistoryRound, type LastWinner } from '@betframe/sdk/casino';
import { sql } from 'kysely';
import type { Executor } from '../db';
import type { Translate } from '../translations';
import { toMajorNumber } from '../wallet';
import { gameById, gameName } from './catalogue';
import { revealedSeeds } from './seeds';

const nameOf = (gameId: number, t?: Translate): string | undefined => {
  const game = gameById(gameId);
  return game && gameName(game, t);
};

export async function historyPage(
  ex: Executor,
  owner: string,
  page: number,
  now: number,
  t?: Translate,
): Promise<{ rounds: HistoryRound[]; page: number; total: number }> {
  const rows = await ex
    .selectFrom('casino_rounds as r')
    .leftJoin('currencies as c', 'c.code', 'r.currency')
    .leftJoin('casino_crash_rounds as k', 'k.id', 'r.crash_round_id')
    .select([
      'r.id',
      'r.game',
      'r.game_id',
      'r.stake_minor',
      'r.payout_minor',
      'r.multiplier',
      'r.currency',
      'r.status',
      'r.params',
      'r.state',
      'r.created_at',
      'r.server_seed_hash',
      'r.client_seed',
      'r.nonce',
      'r.server_seed',
      'c.minor_digits',
      'k.crash_at',
    ])
    .where('r.owner', '=', owner)
    .where('r.demo', '=', false)
    .orderBy('r.id', 'desc')
    .limit(HISTORY_PAGE)
    .offset((page - 1) * HISTORY_PAGE)
    .execute();
  const total = await ex
    .selectFrom('casino_rounds')
    .select(sql<number>`count(*)::int8`.as('n'))
    .where('owner', '=', owner)
    .where('demo', '=', false)
    .executeTakeFirstOrThrow();
  const revealed = await revealedSeeds(
    ex,
    rows.map((r) => r.server_seed_hash),
  );
  return {
    page,
    total: total.n,
    rounds: rows.map((r) => {
      const digits = r.minor_digits ?? 2;
      // A crash round's seed is public once it crashed; a player's seed once rotated.
      const crashRevealed = r.crash_at !== null && r.crash_at.getTime() <= now;
      const serverSeed = crashRevealed ? r.server_seed : revealed.get(r.server_seed_hash);
      return {
        roundId: r.id,
        game: r.game,
        gameId: r.game_id,
        gameName: nameOf(r.game_id, t) ?? r.game,
        stake: toMajorNumber(r.stake_minor, digits),
        payout: toMajorNumber(r.payout_minor, digits),
        multiplier: r.multiplier,
        currency: r.currency,
        status: r.status,
        params: r.params,
        outcome: r.status === 'open' ? null : r.state,
        time: r.created_at.toISOString(),
        fairness: {
          serverSeedHash: r.server_seed_hash,
          ...(serverSeed ? { serverSeed } : {}),
          clientSeed: r.client_seed,
          nonce: r.nonce,
        },
      };
    }),
  };
}

/** "Ivan" → "Iv***": never a whole name or login. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  return chars.length === 0 ? '***' : `${chars.slice(0, Math.min(2, chars.length - 1) || 1).join('')}***`;
}

export async function lastWinners(
  ex: Executor,
  query: { curIso?: string; refId?: number; limit: number },
  t?: Translate,
): Promise<LastWinner[]> {
  let select = ex
    .selectFrom('casino_rounds as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('currencies as c', 'c.code', 'r.currency')
    .select(['r.game_id', 'r.payout_minor', 'r.currency', 'r.closed_at', 'u.login', 'u.name', 'c.minor_digits'])
    .where('r.demo', '=', false)
    .where('r.payout_minor', '>', 0)
    .where('r.status', '=', 'closed');
  if (query.curIso) select = select.where('r.currency', '=', query.curIso);
  const rows = await select.orderBy('r.closed_at', 'desc').limit(query.limit).execute();
  return rows.map((r) => ({
    gameId: r.game_id,
    gameName: nameOf(r.game_id, t) ?? String(r.game_id),
    playerName: maskName(r.name || r.login),
    amount: toMajorNumber(r.payout_minor, r.minor_digits ?? 2),
    currency: r.currency,
    time: (r.closed_at ?? new Date(0)).toISOString(),
  }));
}

export async function favourites(ex: Executor, userId: number): Promise<number[]> {
  const rows = await ex
    .selectFrom('casino_favourites')
    .select('game_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.game_id);
}

export async function addFavourite(ex: Executor, userId: number, gameId: number, at: Date): Promise<void> {
  await ex
    .insertInto('casino_favourites')
    .values({ user_id: userId, game_id: gameId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavourite(ex: Executor, userId: number, gameId: number): Promise<void> {
  await ex.deleteFrom('casino_favourites').where('user_id', '=', userId).where('game_id', '=', gameId).execute();
}

/** The games the owner played last, most recent first (at most 12). */
export async function recentlyPlayed(ex: Executor, owner: string): Promise<number[]> {
  const rows = await ex
    .selectFrom('casino_rounds')
    .select(['game_id', sql<number>`max(id)`.as('last')])
    .where('owner', '=', owner)
    .groupBy('game_id')
    .orderBy('last', 'desc')
    .limit(12)
    .execute();
  return rows.map((r) => r.game_id);
}
