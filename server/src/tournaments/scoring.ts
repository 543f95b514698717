/**
 * Scoring (docs/promotions.md "Tournaments"): a sweep turns every qualifying settled bet (sport) or closed casino
 * round (casino) of a participant into one `tournament_scores` row — its reference (`bet:<id>`,
 * `casino-round:<round>`) is the row's key, so however often, and in however many processes, the sweep runs, each
 * counts once. A bet or round that does not qualify is recorded with 0 points, so it is looked at once too. A
 * participant's points are then recomputed from their rows: the sum (stake, winnings) or the best (multiplier),
 * with the time they reached it (the tie-break).
 *
 * What counts: placed (sport) or closed (casino) at or after the player's opt-in and the start, and settled or
 * closed before the end, in the tournament's currency, with real money (demo rounds do not exist on the wallet).
 * Refunded and sold (cashed-out) bets do not count. Casino rounds are known by game through the in-house catalogue
 * (`bf-<round id>`); a provider round the catalogue does not know scores nothing.
 */
import { ORIGINAL_GAMES } from '../casino';
import { type Executor, sql, withTransaction } from '../db';
import { isBestOf, pointsOf, type TournamentRules, tournamentRulesSchema } from './rules';
import './tables';

/** How many bets or rounds one sweep of one tournament looks at (the next sweep takes the rest). */
const BATCH = 500;

export interface ScoringContext {
  now: Date;
  /** The sport of a feed game (the feed's world is a function of its seed: finished games are still known). */
  sportOf: (gameId: number) => number | undefined;
}

interface TournamentRow {
  id: number;
  product: 'sport' | 'casino';
  currency_id: number;
  starts_at: Date;
  ends_at: Date;
  rules: unknown;
}

interface Scored {
  reference: string;
  userId: number;
  points: number;
  at: Date;
}

/** Scores every running (or ended, unpaid) tournament; answers the ids whose leaderboard changed. */
export async function scoreDue(ex: Executor, context: ScoringContext): Promise<number[]> {
  const due = await ex
    .selectFrom('tournaments')
    .select(['id', 'product', 'currency_id', 'starts_at', 'ends_at', 'rules'])
    .where('paid_at', 'is', null)
    .where('starts_at', '<=', context.now)
    .orderBy('id')
    .execute();
  const changed: number[] = [];
  for (const t of due) if ((await scoreTournament(ex, t, context)).changed) changed.push(Number(t.id));
  return changed;
}

/**
 * One tournament's sweep of at most one batch: `changed` when a participant's points changed, `more` when the batch
 * was full (the next call takes the rest).
 */
export async function scoreTournament(
  ex: Executor,
  t: TournamentRow,
  context: ScoringContext,
): Promise<{ changed: boolean; more: boolean }> {
  const rules = tournamentRulesSchema.parse(t.rules);
  const until = new Date(Math.min(t.ends_at.getTime(), context.now.getTime() + 1));
  const scored =
    t.product === 'sport' ? await sportScores(ex, t, rules, until, context) : await casinoScores(ex, t, rules, until);
  const more = scored.length >= BATCH;
  if (scored.length === 0) return { changed: false, more };
  const changed = await withTransaction(ex, async (trx) => {
    const inserted = await trx
      .insertInto('tournament_scores')
      .values(
        scored.map((s) => ({
          tournament_id: Number(t.id),
          reference: s.reference,
          user_id: s.userId,
          points: s.points,
          scored_at: s.at,
        })),
      )
      .onConflict((oc) => oc.columns(['tournament_id', 'reference']).doNothing())
      .returning(['user_id', 'points'])
      .execute();
    const users = [...new Set(inserted.filter((r) => Number(r.points) > 0).map((r) => Number(r.user_id)))];
    for (const userId of users) await recompute(trx, Number(t.id), userId, isBestOf(rules.scoring));
    return users.length > 0;
  });
  return { changed, more };
}

/** A participant's points and the moment they reached them, from their score rows. */
async function recompute(ex: Executor, tournamentId: number, userId: number, best: boolean): Promise<void> {
  const rows = await ex
    .selectFrom('tournament_scores')
    .select(['points', 'scored_at'])
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .where('points', '>', 0)
    .orderBy('scored_at')
    .orderBy('reference')
    .execute();
  let points = 0;
  let reached: Date | null = null;
  for (const r of rows) {
    const p = Number(r.points);
    if (best ? p > points : true) {
      points = best ? p : points + p;
      reached = r.scored_at;
    }
  }
  await ex
    .updateTable('tournament_entries')
    .set({ points, reached_at: reached })
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .execute();
}

interface BetRow {
  id: number;
  user_id: number;
  stake: number;
  ret: number;
  coef: number;
  settled_at: Date;
}

async function sportScores(
  ex: Executor,
  t: TournamentRow,
  rules: TournamentRules,
  until: Date,
  context: ScoringContext,
): Promise<Scored[]> {
  const { rows } = await sql<BetRow>`
    select b.id, b.user_id, (b.stake_minor + b.stake_tax_minor)::int8 as stake, coalesce(b.payout_minor, 0)::int8 as ret,
      b.coef, b.settled_at
    from bets b
    join tournament_entries e on e.tournament_id = ${t.id} and e.user_id = b.user_id
    where b.status in ('won', 'lost') and b.currency_id = ${t.currency_id}
      and b.created_at >= e.joined_at and b.created_at >= ${t.starts_at} and b.created_at < ${t.ends_at}
      and b.settled_at is not null and b.settled_at < ${until}
      and not exists (select 1 from tournament_scores s
        where s.tournament_id = ${t.id} and s.reference = 'bet:' || b.id::text)
    order by b.settled_at, b.id
    limit ${BATCH}`.execute(ex);
  if (rows.length === 0) return [];
  const legs = await ex
    .selectFrom('bet_selections')
    .select(['bet_id', 'game_id'])
    .where(
      'bet_id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .execute();
  const sportsOf = new Map<number, (number | undefined)[]>();
  for (const leg of legs) {
    const list = sportsOf.get(Number(leg.bet_id)) ?? [];
    list.push(context.sportOf(leg.game_id));
    sportsOf.set(Number(leg.bet_id), list);
  }
  return rows.map((b) => {
    const sports = sportsOf.get(Number(b.id)) ?? [];
    const oddsOk = rules.minOdds === null || Number(b.coef) >= rules.minOdds - 1e-9;
    const sportsOk =
      rules.sportIds.length === 0 ||
      (sports.length > 0 && sports.every((s) => s !== undefined && rules.sportIds.includes(s)));
    return {
      reference: `bet:${b.id}`,
      userId: Number(b.user_id),
      points: oddsOk && sportsOk ? pointsOf(rules.scoring, Number(b.stake), Number(b.ret)) : 0,
      at: b.settled_at,
    };
  });
}

interface RoundRow {
  round: string;
  user_id: number;
  ret: number;
  stake: number;
  closed_at: Date;
  game_id: number | null;
}

async function casinoScores(ex: Executor, t: TournamentRow, rules: TournamentRules, until: Date): Promise<Scored[]> {
  const { rows } = await sql<RoundRow>`
    select w.round, w.user_id, w.amount_minor::int8 as ret, w.created_at as closed_at, r.game_id,
      (select coalesce(sum(b.amount_minor), 0) from casino_wallet_transactions b
        where b.round = w.round and b.call = 'bet' and b.status = 'ok' and not b.rolled_back)::int8 as stake
    from casino_wallet_transactions w
    join tournament_entries e on e.tournament_id = ${t.id} and e.user_id = w.user_id
    join currencies c on c.id = ${t.currency_id} and c.code = w.currency
    left join casino_rounds r
      on r.id = (case when w.round ~ '^bf-[0-9]{1,18}$' then substr(w.round, 4)::int8 end)
    where w.call = 'win' and w.status = 'ok'
      and w.created_at >= e.joined_at and w.created_at >= ${t.starts_at} and w.created_at < ${until}
      and not exists (select 1 from tournament_scores s
        where s.tournament_id = ${t.id} and s.reference = 'casino-round:' || w.round)
    order by w.created_at, w.round
    limit ${BATCH}`.execute(ex);
  const anyGame = rules.gameIds.length === 0 && rules.categoryIds.length === 0;
  const qualifies = (gameId: number | null) => {
    if (gameId === null) return false;
    if (anyGame || rules.gameIds.includes(gameId)) return true;
    const game = ORIGINAL_GAMES.find((g) => g.id === gameId);
    return game?.categoryIds.some((c) => rules.categoryIds.includes(c)) ?? false;
  };
  return rows.map((r) => ({
    reference: `casino-round:${r.round}`,
    userId: Number(r.user_id),
    points: qualifies(r.game_id === null ? null : Number(r.game_id))
      ? pointsOf(rules.scoring, Number(r.stake), Number(r.ret))
      : 0,
    at: r.closed_at,
  }));
}
