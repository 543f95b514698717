/**
 * The bonus engine's own books beside the ledger's (wallet reconcile covers the money): each bonus's recorded
 * wagering equals its counted wagers (capped at the requirement), and a bonus account holds money only while a
 * bonus on it is active (a closed bonus converted or forfeited all of it). A used freebet or insurance serves
 * exactly the one bet that names it, and a freebet bet staked the freebet's amount (`promotionMismatches`). A
 * coverage bonus counted at most its N bets and closed `covered` exactly when it counted N, and a closed profit
 * pool's `paid_minor` is what its `profit_share` postings paid the players (`payoutMismatches`).
 */
import { sql } from 'kysely';
import type { Executor } from '../db';
import './tables';

export interface BonusReconcileReport {
  ok: boolean;
  wagerMismatches: Array<{ bonusId: number; recorded: number; fromWagers: number }>;
  strandedBalances: Array<{ accountId: number; balance: number }>;
  promotionMismatches: Array<{ bonusId: number }>;
  payoutMismatches: Array<{ bonusId?: number; poolId?: number }>;
}

export async function reconcileBonuses(ex: Executor): Promise<BonusReconcileReport> {
  const wagers = await sql<{ bonus_id: number; recorded: number; from_wagers: number }>`
    select b.id as bonus_id, b.wagered_minor as recorded,
           least(b.wager_required_minor, coalesce(sum(w.counted_minor), 0))::int8 as from_wagers
    from player_bonuses b left join bonus_wagers w on w.bonus_id = b.id
    group by b.id having b.wagered_minor <> least(b.wager_required_minor, coalesce(sum(w.counted_minor), 0))`.execute(
    ex,
  );
  const stranded = await sql<{ account_id: number; balance_minor: number }>`
    select a.id as account_id, l.balance_minor from ledger_accounts a
    join ledger_balances l on l.account_id = a.id
    where a.kind = 'player' and a.type = 'bonus' and l.balance_minor <> 0
      and not exists (select 1 from player_bonuses b where b.account_id = a.id and b.status = 'active'
                      and b.mechanic = 'wagering')`.execute(ex);
  const promotions = await sql<{ bonus_id: number }>`
    select p.id as bonus_id from player_bonuses p
    left join bets t on t.id = p.bet_id
    where p.mechanic <> 'wagering' and (
      (p.status = 'used') <> (p.bet_id is not null)
      or (p.bet_id is not null and (t.id is null or t.promo_bonus_id is distinct from p.id
          or t.freebet_minor <> (case when p.mechanic = 'freebet' then p.amount_minor else 0 end))))`.execute(ex);
  const coverages = await sql<{ bonus_id: number }>`
    select b.id as bonus_id from player_bonuses b
    join bonus_offers o on o.id = b.offer_id
    left join bonus_covered_bets c on c.bonus_id = b.id
    where b.mechanic = 'coverage'
    group by b.id, b.closed_reason, o.rules
    having count(c.bet_id) > (o.rules->'coverage'->>'bets')::int
        or (b.closed_reason = 'covered') <> (count(c.bet_id) = (o.rules->'coverage'->>'bets')::int)`.execute(ex);
  const pools = await sql<{ pool_id: number }>`
    select p.id as pool_id from profit_pools p
    where p.paid_minor <> coalesce((
      select sum(e.amount_minor) from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.kind = 'profit_share' and t.reference like 'pool:' || p.id || ':%' and a.kind = 'player'), 0)`.execute(
    ex,
  );
  const report = {
    ok: false,
    wagerMismatches: wagers.rows.map((r) => ({ bonusId: r.bonus_id, recorded: r.recorded, fromWagers: r.from_wagers })),
    strandedBalances: stranded.rows.map((r) => ({ accountId: r.account_id, balance: r.balance_minor })),
    promotionMismatches: promotions.rows.map((r) => ({ bonusId: Number(r.bonus_id) })),
    payoutMismatches: [
      ...coverages.rows.map((r) => ({ bonusId: Number(r.bonus_id) })),
      ...pools.rows.map((r) => ({ poolId: Number(r.pool_id) })),
    ],
  };
  report.ok =
    report.wagerMismatches.length === 0 &&
    report.strandedBalances.length === 0 &&
    report.promotionMismatches.length === 0 &&
    report.payoutMismatches.length === 0;
  return report;
}
