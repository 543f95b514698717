/**
 * Distribution of profits (kind 9; docs/bonuses.md "Distribution of profits" — the product's definition, SPEC §3
 * names only the kind): a profit pool. An offer whose rules carry `pool { percent, capMinor, minTurnoverMinor }` is
 * granted like any bonus (promo code, the desk, a reward): the grant (mechanic `pool`) makes the player a participant
 * and holds no money. The operator closes a period from the desk (`closeProfitPool`): the period runs from the end of
 * the offer's last closed period in that currency (or the offer's creation) to the chosen end (not in the future).
 *
 * - The house's **net gaming profit** over the period: real-money sport and casino stakes of every player of the
 *   currency minus what came back (the entries of `realMoneyPlayPostings` on money accounts; bonus money and freebets
 *   are not the players' money and do not count).
 * - The **pool**: `percent` of a positive profit, up to `capMinor` (a loss makes no pool).
 * - A participant's **turnover**: their real-money stakes in the period from their grant, less stakes given back
 *   (void bets, rolled-back rounds). Those reaching `minTurnoverMinor` (and above 0) qualify.
 * - Each qualifying participant is paid ⌊pool × turnover / qualifying turnover⌋ (`profit_share` promo_fund → money
 *   account, reference `pool:<period id>:<bonus id>`), the bonus closes `paid` with `paid_minor`; the others close
 *   `not_qualified`. What rounding leaves is not paid.
 *
 * Exactly once: the offer's row is locked for the close, the period's row is unique per offer, currency and end, a
 * new period starts where the last ended (closing the same end again is refused `already_closed`), and each
 * participant's bonus closes in the same transaction as its payment.
 */
import { sql } from 'kysely';
import { type Executor, type Trx, withTransaction } from '../db';
import {
  openPlayerAccount,
  postTransaction,
  promoPostingKinds,
  realMoneyPlayPostings,
  systemAccounts,
} from '../wallet';
import { bonusRulesSchema, poolOfProfitMinor, poolShareMinor } from './rules';
import './tables';

/** Stakes and the stakes given back: a player's turnover. */
const TURNOVER_POSTINGS = ['bet_stake', 'bet_refund', 'casino_bet', 'casino_rollback'] as const;

export type PoolRefusal = 'not_a_pool' | 'period_not_over' | 'already_closed';

export interface ClosedPool {
  id: number;
  offerId: number;
  currencyId: number;
  startsAt: Date;
  endsAt: Date;
  profitMinor: number;
  poolMinor: number;
  turnoverMinor: number;
  players: number;
  paidMinor: number;
  shares: Array<{ bonusId: number; userId: number; turnoverMinor: number; shareMinor: number }>;
}

/** The house's net gaming profit on real money in a currency over [from, to). */
export async function netGamingProfit(ex: Executor, input: { currencyId: number; from: Date; to: Date }) {
  const rows = await sql<{ profit: number | null }>`
    select (-sum(e.amount_minor))::int8 as profit from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.kind = 'player' and a.type = 'money' and a.currency_id = ${input.currencyId}
      and t.kind in (${sql.join([...realMoneyPlayPostings])})
      and e.created_at >= ${input.from} and e.created_at < ${input.to}`.execute(ex);
  return Number(rows.rows[0]?.profit ?? 0);
}

/** A player's real-money turnover in a currency over [from, to): stakes less stakes given back. */
export async function turnoverOf(ex: Executor, input: { userId: number; currencyId: number; from: Date; to: Date }) {
  const rows = await sql<{ turnover: number | null }>`
    select (-sum(e.amount_minor))::int8 as turnover from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.kind = 'player' and a.type = 'money' and a.user_id = ${input.userId}
      and a.currency_id = ${input.currencyId} and t.kind in (${sql.join([...TURNOVER_POSTINGS])})
      and e.created_at >= ${input.from} and e.created_at < ${input.to}`.execute(ex);
  return Math.max(0, Number(rows.rows[0]?.turnover ?? 0));
}

/** Where the offer's open period in a currency starts: the end of its last closed one, or the offer's creation. */
export async function openPeriodStart(ex: Executor, input: { offerId: number; currencyId: number }): Promise<Date> {
  const last = await ex
    .selectFrom('profit_pools')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .where('offer_id', '=', input.offerId)
    .where('currency_id', '=', input.currencyId)
    .executeTakeFirst();
  if (last?.ends_at) return new Date(last.ends_at);
  const offer = await ex
    .selectFrom('bonus_offers')
    .select('created_at')
    .where('id', '=', input.offerId)
    .executeTakeFirstOrThrow();
  return new Date(offer.created_at);
}

/** Closes the offer's open period in a currency at `endsAt` and pays its pool, once. */
export async function closeProfitPool(
  ex: Executor,
  input: { offerId: number; currencyId: number; endsAt: Date; at: Date },
): Promise<{ closed: true; pool: ClosedPool } | { closed: false; reason: PoolRefusal }> {
  return withTransaction(ex, async (trx) => {
    const offer = await trx
      .selectFrom('bonus_offers')
      .select(['id', 'rules'])
      .where('id', '=', input.offerId)
      .forUpdate()
      .executeTakeFirst();
    const rules = offer ? bonusRulesSchema.parse(offer.rules) : undefined;
    if (!rules?.pool) return { closed: false, reason: 'not_a_pool' } as const;
    if (input.endsAt > input.at) return { closed: false, reason: 'period_not_over' } as const;
    const startsAt = await openPeriodStart(trx, input);
    if (input.endsAt <= startsAt) return { closed: false, reason: 'already_closed' } as const;
    const period = { currencyId: input.currencyId, from: startsAt, to: input.endsAt };
    const profit = await netGamingProfit(trx, period);
    const pool = poolOfProfitMinor(rules, profit);
    const participants = await sql<{ id: number; user_id: number; created_at: Date }>`
      select id, user_id, created_at from player_bonuses
      where offer_id = ${input.offerId} and currency_id = ${input.currencyId} and mechanic = 'pool'
        and status = 'active' and created_at < ${input.endsAt}
      order by id for update`.execute(trx);
    const turnovers = [];
    for (const p of participants.rows) {
      const from = new Date(Math.max(startsAt.getTime(), new Date(p.created_at).getTime()));
      const turnover = await turnoverOf(trx, { ...period, userId: Number(p.user_id), from });
      const qualifies = turnover > 0 && turnover >= rules.pool.minTurnoverMinor;
      turnovers.push({ bonusId: Number(p.id), userId: Number(p.user_id), turnoverMinor: turnover, qualifies });
    }
    const qualifying = turnovers.filter((t) => t.qualifies);
    const total = qualifying.reduce((sum, t) => sum + t.turnoverMinor, 0);
    const shares = qualifying.map((t) => ({ ...t, shareMinor: poolShareMinor(pool, t.turnoverMinor, total) }));
    const paid = shares.reduce((sum, s) => sum + s.shareMinor, 0);
    const row = await trx
      .insertInto('profit_pools')
      .values({
        offer_id: input.offerId,
        currency_id: input.currencyId,
        starts_at: startsAt,
        ends_at: input.endsAt,
        profit_minor: profit,
        pool_minor: pool,
        turnover_minor: total,
        players: shares.length,
        paid_minor: paid,
        closed_at: input.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const poolId = Number(row.id);
    for (const s of shares) await payShare(trx, { ...s, poolId, currencyId: input.currencyId, at: input.at });
    for (const t of turnovers.filter((x) => !x.qualifies))
      await trx
        .updateTable('player_bonuses')
        .set({ status: 'forfeited', closed_reason: 'not_qualified', closed_at: input.at })
        .where('id', '=', t.bonusId)
        .execute();
    return {
      closed: true,
      pool: {
        id: poolId,
        offerId: input.offerId,
        currencyId: input.currencyId,
        startsAt,
        endsAt: input.endsAt,
        profitMinor: profit,
        poolMinor: pool,
        turnoverMinor: total,
        players: shares.length,
        paidMinor: paid,
        shares: shares.map(({ qualifies: _, ...s }) => s),
      },
    } as const;
  });
}

async function payShare(
  trx: Trx,
  s: { poolId: number; bonusId: number; userId: number; currencyId: number; shareMinor: number; at: Date },
): Promise<void> {
  if (s.shareMinor > 0) {
    const money = await openPlayerAccount(trx, { userId: s.userId, currencyId: s.currencyId });
    await postTransaction(trx, {
      kind: promoPostingKinds.profitShare,
      reference: `pool:${s.poolId}:${s.bonusId}`,
      lines: [
        { account: { system: systemAccounts.promoFund, currencyId: s.currencyId }, amountMinor: -s.shareMinor },
        { account: money, amountMinor: s.shareMinor },
      ],
      at: s.at,
    });
  }
  await trx
    .updateTable('player_bonuses')
    .set({ status: 'completed', closed_reason: 'paid', closed_at: s.at, paid_minor: s.shareMinor })
    .where('id', '=', s.bonusId)
    .execute();
}

/** The closed periods of the pool offers, newest first (the desk's list). */
export async function closedPools(ex: Executor): Promise<Array<Omit<ClosedPool, 'shares'> & { offerCode: string }>> {
  const rows = await ex
    .selectFrom('profit_pools as p')
    .innerJoin('bonus_offers as o', 'o.id', 'p.offer_id')
    .selectAll('p')
    .select('o.code')
    .orderBy('p.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    offerId: Number(r.offer_id),
    offerCode: r.code,
    currencyId: r.currency_id,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    profitMinor: Number(r.profit_minor),
    poolMinor: Number(r.pool_minor),
    turnoverMinor: Number(r.turnover_minor),
    players: r.players,
    paidMinor: Number(r.paid_minor),
  }));
}
