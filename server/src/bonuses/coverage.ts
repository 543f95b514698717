/**
 * Coverage bonuses (docs/bonuses.md "Lost first bet and first bets cashback"): kinds 5 and 7, a grant whose offer's
 * rules carry `coverage`. It holds no money; the first `bets` real-money sport bets the player places after the grant
 * and that settle won or lost (coupons meeting its coupon rule, no freebet or slip promotion on them) are counted,
 * each once (`bonus_covered_bets`), with their real stake and what came back to the money account. When the last one
 * is counted the bonus closes `covered` and refunds `percent` of their net loss up to the cap, once:
 *
 * - `coverage_refund` promo_fund → the player's money account (reference `coverage:<bonus id>`), or
 * - the `refundOffer`'s grant on that amount (source `coverage:<bonus id>`): a wagering bonus, or a freebet.
 *
 * Called by settlement in the bet's transaction after its `bet_settle` posting (as an insurance refund is). The
 * coverage row is locked `FOR UPDATE` there, so however many of the player's bets settle at once, each is counted
 * under the lock, N is never exceeded and the refund is paid by exactly one of them. Every settlement takes the same
 * locks in the same order (the bet, its balances, then the coverage row), so two cannot wait on each other.
 */
import { sql } from 'kysely';
import type { Executor, Trx } from '../db';
import { openPlayerAccount, postTransaction, promoPostingKinds, systemAccounts } from '../wallet';
import { grantBonus, offerByCode } from './engine';
import { bonusRulesSchema, couponRefusal, coverageRefundMinor } from './rules';
import './tables';

export interface SettledBet {
  userId: number;
  currencyId: number;
  betId: number;
  placedAt: Date;
  odds: number;
  legOdds: readonly number[];
  /** The real money the bet staked (with its stake tax; a part paid with bonus money is not counted). */
  stakeMinor: number;
  /** What its settlement paid to the money account. */
  returnMinor: number;
  at: Date;
}

export type CoverResult =
  | { counted: false }
  | { counted: true; bonusId: number; closed: false }
  | { counted: true; bonusId: number; closed: true; refundMinor: number };

interface CoverageRow {
  id: number;
  rules: unknown;
}

/** Counts a settled bet toward the player's oldest active coverage bonus; closes and refunds it at its N-th bet. */
export async function coverSettledBet(trx: Trx, bet: SettledBet): Promise<CoverResult> {
  if (bet.stakeMinor <= 0) return { counted: false };
  const locked = await sql<CoverageRow>`
    select b.id, o.rules from player_bonuses b join bonus_offers o on o.id = b.offer_id
    where b.user_id = ${bet.userId} and b.currency_id = ${bet.currencyId} and b.mechanic = 'coverage'
      and b.status = 'active' and b.created_at <= ${bet.placedAt} and b.expires_at > ${bet.at}
    order by b.id limit 1
    for update of b`.execute(trx);
  const row = locked.rows[0];
  const coverage = row ? bonusRulesSchema.parse(row.rules).coverage : undefined;
  if (!row || !coverage) return { counted: false };
  if (couponRefusal(coverage, { odds: bet.odds, legOdds: bet.legOdds })) return { counted: false };
  const bonusId = Number(row.id);
  const counted = await trx
    .selectFrom('bonus_covered_bets')
    .select((eb) => [
      eb.fn.countAll<number>().as('bets'),
      eb.fn.coalesce(eb.fn.sum<number>(sql`stake_minor - return_minor`), sql<number>`0`).as('net'),
    ])
    .where('bonus_id', '=', bonusId)
    .executeTakeFirstOrThrow();
  if (Number(counted.bets) >= coverage.bets) return { counted: false };
  const inserted = await trx
    .insertInto('bonus_covered_bets')
    .values({
      bonus_id: bonusId,
      bet_id: bet.betId,
      stake_minor: bet.stakeMinor,
      return_minor: bet.returnMinor,
      created_at: bet.at,
    })
    .onConflict((oc) => oc.column('bet_id').doNothing())
    .returning('bet_id')
    .executeTakeFirst();
  if (!inserted) return { counted: false };
  if (Number(counted.bets) + 1 < coverage.bets) return { counted: true, bonusId, closed: false };
  const netLoss = Number(counted.net) + bet.stakeMinor - bet.returnMinor;
  const refund = coverageRefundMinor(bonusRulesSchema.parse(row.rules), netLoss);
  if (refund > 0) await payRefund(trx, { ...bet, bonusId, refund, refundOffer: coverage.refundOffer });
  await trx
    .updateTable('player_bonuses')
    .set({ status: 'completed', closed_reason: 'covered', closed_at: bet.at, paid_minor: refund })
    .where('id', '=', bonusId)
    .execute();
  return { counted: true, bonusId, closed: true, refundMinor: refund };
}

/** The refund as the `refundOffer`'s grant when it can be granted now, else as real money from promo_fund. */
async function payRefund(
  trx: Trx,
  input: SettledBet & { bonusId: number; refund: number; refundOffer: string | undefined },
): Promise<void> {
  const source = `coverage:${input.bonusId}`;
  const offer = input.refundOffer ? await offerByCode(trx, input.refundOffer) : undefined;
  if (offer) {
    const granted = await grantBonus(trx, {
      userId: input.userId,
      currencyId: input.currencyId,
      offer,
      baseMinor: input.refund,
      source,
      at: input.at,
    });
    if (granted.granted || granted.reason === 'already_granted') return;
  }
  const money = await openPlayerAccount(trx, { userId: input.userId, currencyId: input.currencyId });
  await postTransaction(trx, {
    kind: promoPostingKinds.coverageRefund,
    reference: source,
    lines: [
      { account: { system: systemAccounts.promoFund, currencyId: input.currencyId }, amountMinor: -input.refund },
      { account: money, amountMinor: input.refund },
    ],
    at: input.at,
  });
}

/** What a coverage bonus counted so far: bets and their net loss (for the player's progress). */
export async function coverageProgress(
  ex: Executor,
  bonusIds: readonly number[],
): Promise<Map<number, { bets: number; netLossMinor: number }>> {
  const out = new Map<number, { bets: number; netLossMinor: number }>();
  if (bonusIds.length === 0) return out;
  const rows = await ex
    .selectFrom('bonus_covered_bets')
    .select((eb) => [
      'bonus_id',
      eb.fn.countAll<number>().as('bets'),
      eb.fn.sum<number>(sql`stake_minor - return_minor`).as('net'),
    ])
    .where('bonus_id', 'in', [...bonusIds])
    .groupBy('bonus_id')
    .execute();
  for (const r of rows) out.set(Number(r.bonus_id), { bets: Number(r.bets), netLossMinor: Number(r.net) });
  return out;
}
