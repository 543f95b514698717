/**
 * Tournaments as the operator creates them and the player reads them (docs/promotions.md "Tournaments"): create
 * (the desk, the development seed), opt in, and the wire answers of the list, one tournament with its leaderboard,
 * and the player's own tournaments. Amounts answer in major units of the tournament's currency.
 */
import {
  LEADERBOARD_TOP,
  type LeaderboardRow,
  type MyTournaments,
  type TournamentDetail,
  type TournamentState,
  type TournamentWire,
} from '@betframe/sdk/tournaments';
import { ApiError } from '../app/errors';
import { bonusAmountMinor, offerByCode } from '../bonuses';
import { ORIGINAL_GAMES } from '../casino';
import type { Executor } from '../db';
import { toMajorNumber } from '../wallet';
import { standings } from './payout';
import { type Prize, prizeTableSchema, type TournamentDefinition, tournamentRulesSchema } from './rules';
import type { TournamentsTable } from './tables';
import './tables';
import '../platform/tables';

type Row = Omit<TournamentsTable, 'id' | 'rules' | 'prizes'> & { id: number; rules: unknown; prizes: unknown };

/** Finished tournaments stay listed this long after their end. */
const LISTED_AFTER_END_MS = 30 * 86_400_000;

export class TournamentError extends Error {
  constructor(
    readonly code: 'unknown_offer' | 'unknown_currency' | 'code_taken',
    message: string,
  ) {
    super(message);
  }
}

/** Adds a tournament (the desk, the seed); refuses a prize of an offer that does not exist. */
export async function createTournament(ex: Executor, def: TournamentDefinition, at: Date): Promise<number> {
  const currency = await ex.selectFrom('currencies').select('id').where('id', '=', def.currencyId).executeTakeFirst();
  if (!currency) throw new TournamentError('unknown_currency', `no currency ${def.currencyId}`);
  for (const prize of def.prizes)
    if (prize.kind === 'bonus' && !(await offerByCode(ex, prize.offerCode)))
      throw new TournamentError('unknown_offer', `no bonus offer ${prize.offerCode}`);
  const row = await ex
    .insertInto('tournaments')
    .values({
      code: def.code,
      name: def.name,
      product: def.product,
      currency_id: def.currencyId,
      starts_at: def.startsAt,
      ends_at: def.endsAt,
      rules: JSON.stringify(def.rules),
      prizes: JSON.stringify(def.prizes),
      created_at: at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new TournamentError('code_taken', `a tournament ${def.code} exists`);
  return Number(row.id);
}

export const stateOf = (t: Pick<Row, 'starts_at' | 'ends_at'>, now: Date): TournamentState =>
  now < t.starts_at ? 'upcoming' : now < t.ends_at ? 'running' : 'finished';

/** The player as other players see them on a leaderboard. */
export const maskedPlayer = (userId: number) => {
  const id = String(userId);
  return `ID ${'•'.repeat(Math.max(2, id.length - 2))}${id.slice(-2)}`;
};

interface Money {
  code: string;
  digits: number;
}

async function currenciesOf(ex: Executor): Promise<Map<number, Money>> {
  const rows = await ex.selectFrom('currencies').select(['id', 'code', 'minor_digits']).execute();
  return new Map(rows.map((c) => [c.id, { code: c.code, digits: c.minor_digits }]));
}

/** Points in the units the wire shows: major money, or the multiplier (stored × 100). */
function shownPoints(row: Row, points: number, money: Money): number {
  return tournamentRulesSchema.parse(row.rules).scoring === 'multiplier'
    ? points / 100
    : toMajorNumber(points, money.digits);
}

async function prizeAmountMinor(ex: Executor, prize: Prize): Promise<number | null> {
  if (prize.kind === 'money') return prize.amountMinor;
  const offer = await offerByCode(ex, prize.offerCode);
  return offer ? bonusAmountMinor(offer.rules, prize.baseMinor) : null;
}

async function wire(ex: Executor, row: Row, now: Date, userId: number | null, money: Money): Promise<TournamentWire> {
  const rules = tournamentRulesSchema.parse(row.rules);
  const prizes = prizeTableSchema.parse(row.prizes).sort((a, b) => a.place - b.place);
  const count = await ex
    .selectFrom('tournament_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tournament_id', '=', row.id)
    .executeTakeFirst();
  const joined =
    userId !== null &&
    (await ex
      .selectFrom('tournament_entries')
      .select('user_id')
      .where('tournament_id', '=', row.id)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined;
  return {
    id: Number(row.id),
    name: row.name,
    product: row.product,
    state: stateOf(row, now),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    currencyIso: money.code,
    scoring: rules.scoring,
    sportIds: rules.sportIds,
    minOdds: rules.minOdds,
    gameIds: rules.gameIds,
    gameNames: rules.gameIds.map((id) => ORIGINAL_GAMES.find((g) => g.id === id)?.name ?? String(id)),
    categoryIds: rules.categoryIds,
    prizes: await Promise.all(
      prizes.map(async (p) => {
        const amount = await prizeAmountMinor(ex, p);
        return {
          place: p.place,
          kind: p.kind,
          amount: amount === null ? null : toMajorNumber(amount, money.digits),
          offerCode: p.kind === 'bonus' ? p.offerCode : null,
        };
      }),
    ),
    participants: Number(count?.n ?? 0),
    joined,
  };
}

async function rowOf(ex: Executor, id: number): Promise<Row> {
  const row = await ex.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound('No such tournament');
  return { ...row, id: Number(row.id) };
}

export async function listTournaments(ex: Executor, now: Date, userId: number | null): Promise<TournamentWire[]> {
  const rows = await ex
    .selectFrom('tournaments')
    .selectAll()
    .where('ends_at', '>', new Date(now.getTime() - LISTED_AFTER_END_MS))
    .orderBy('ends_at')
    .orderBy('id')
    .limit(100)
    .execute();
  const currencies = await currenciesOf(ex);
  const order: Record<TournamentState, number> = { running: 0, upcoming: 1, finished: 2 };
  const items = await Promise.all(
    rows.map((r) => wire(ex, { ...r, id: Number(r.id) }, now, userId, currencies.get(r.currency_id) as Money)),
  );
  return items.sort((a, b) => order[a.state] - order[b.state]);
}

/** The player's place (1-based) among those with points, or null without points. */
async function placeOf(ex: Executor, tournamentId: number, userId: number): Promise<number | null> {
  const ranked = await standings(ex, tournamentId);
  const index = ranked.findIndex((r) => r.userId === userId);
  return index < 0 ? null : index + 1;
}

export async function tournamentDetail(
  ex: Executor,
  id: number,
  now: Date,
  userId: number | null,
): Promise<TournamentDetail> {
  const row = await rowOf(ex, id);
  const money = (await currenciesOf(ex)).get(row.currency_id) as Money;
  const top: LeaderboardRow[] = (await standings(ex, id, LEADERBOARD_TOP)).map((s, i) => ({
    place: i + 1,
    player: maskedPlayer(s.userId),
    points: shownPoints(row, s.points, money),
    me: s.userId === userId,
  }));
  const entry =
    userId === null
      ? undefined
      : await ex
          .selectFrom('tournament_entries')
          .select('points')
          .where('tournament_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
  const prizes = await ex
    .selectFrom('tournament_prizes')
    .selectAll()
    .where('tournament_id', '=', id)
    .orderBy('place')
    .execute();
  return {
    tournament: await wire(ex, row, now, userId, money),
    top,
    me:
      entry && userId !== null
        ? {
            place: Number(entry.points) > 0 ? await placeOf(ex, id, userId) : null,
            points: shownPoints(row, Number(entry.points), money),
          }
        : null,
    results: prizes.map((p) => ({
      place: p.place,
      player: maskedPlayer(Number(p.user_id)),
      me: Number(p.user_id) === userId,
      kind: p.kind,
      amount: p.amount_minor === null ? null : toMajorNumber(Number(p.amount_minor), money.digits),
      status: p.status,
    })),
  };
}

/** Opts the player in (once; again is no change). A finished tournament refuses with 409 `tournament_finished`. */
export async function joinTournament(ex: Executor, id: number, userId: number, now: Date): Promise<void> {
  const row = await rowOf(ex, id);
  if (stateOf(row, now) === 'finished' || row.paid_at !== null)
    throw ApiError.conflict('tournament_finished', 'The tournament has ended');
  await ex
    .insertInto('tournament_entries')
    .values({ tournament_id: id, user_id: userId, joined_at: now, reached_at: null })
    .onConflict((oc) => oc.columns(['tournament_id', 'user_id']).doNothing())
    .execute();
}

export async function myTournaments(ex: Executor, userId: number, now: Date): Promise<MyTournaments['items']> {
  const entries = await ex
    .selectFrom('tournament_entries')
    .innerJoin('tournaments', 'tournaments.id', 'tournament_entries.tournament_id')
    .selectAll('tournaments')
    .select(['tournament_entries.points as my_points'])
    .where('tournament_entries.user_id', '=', userId)
    .orderBy('tournaments.ends_at', 'desc')
    .limit(100)
    .execute();
  const currencies = await currenciesOf(ex);
  const items: MyTournaments['items'] = [];
  for (const e of entries) {
    const row: Row = { ...e, id: Number(e.id) };
    const money = currencies.get(row.currency_id) as Money;
    const prize = await ex
      .selectFrom('tournament_prizes')
      .select(['kind', 'amount_minor', 'status'])
      .where('tournament_id', '=', row.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const points = Number(e.my_points);
    items.push({
      tournament: await wire(ex, row, now, userId, money),
      place: points > 0 ? await placeOf(ex, row.id, userId) : null,
      points: shownPoints(row, points, money),
      prize: prize
        ? {
            kind: prize.kind,
            amount: prize.amount_minor === null ? null : toMajorNumber(Number(prize.amount_minor), money.digits),
            status: prize.status,
          }
        : null,
    });
  }
  return items;
}
