/**
 * Weekly cashback (docs/bonuses.md "Cashback"): a week is Monday 00:00 to Monday 00:00 UTC on the app clock. A
 * player's net loss over a week is, per money account, their real-money sport and casino stakes minus what came
 * back (settlements, refunds, cash-outs, wins, rollbacks) — the ledger entries of those postings. After the week,
 * the player's level (cashback_levels: by lifetime earned points) gives `percent` of the loss, when the loss reaches
 * the level's minimum, up to its cap — paid once per account and week (`cashback_payouts` unique key) as real money
 * (`cashback`: loyalty_fund → the money account) or as a bonus of the level's offer (source `cashback:<account>:<week>`).
 */
import { sql } from 'kysely';
import { grantBonus, offerByCode } from '../bonuses';
import { type Executor, withTransaction } from '../db';
import { postTransfer, realMoneyPlayPostings, systemAccounts } from '../wallet';
import { earnedPointsOf } from './points';
import type { CashbackLevelCode, CashbackPaidAs } from './tables';
import './tables';

const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
export const CASHBACK_POSTING = 'cashback';

/** Monday 00:00 UTC of the week `at` is in. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export interface CashbackLevel {
  code: CashbackLevelCode;
  minPoints: number;
  percent: number;
  minLossMinor: number;
  capMinor: number;
  payAs: CashbackPaidAs;
  offerCode: string | null;
}

export async function cashbackLevels(ex: Executor): Promise<CashbackLevel[]> {
  const rows = await ex.selectFrom('cashback_levels').selectAll().orderBy('min_points').execute();
  return rows.map((r) => ({
    code: r.code,
    minPoints: Number(r.min_points),
    percent: Number(r.percent),
    minLossMinor: Number(r.min_loss_minor),
    capMinor: Number(r.cap_minor),
    payAs: r.pay_as,
    offerCode: r.offer_code,
  }));
}

/** The highest level whose points threshold `earned` reaches (levels sorted by threshold). */
export function levelFor<L extends { minPoints: number }>(levels: readonly L[], earned: number): L | undefined {
  return levels.filter((l) => earned >= l.minPoints).at(-1);
}

/** What a level pays for a loss: its percent, from its minimum loss, up to its cap (0: nothing). */
export function cashbackAmountMinor(level: CashbackLevel, lossMinor: number): number {
  if (lossMinor <= 0 || lossMinor < level.minLossMinor) return 0;
  return Math.min(level.capMinor, Math.floor((lossMinor * level.percent) / 100 + 1e-9));
}

export interface AccountLoss {
  userId: number;
  accountId: number;
  currencyId: number;
  lossMinor: number;
}

/** Net losses (> 0) per money account over [from, to), for one player or everyone. */
export async function lossesBetween(
  ex: Executor,
  input: { from: Date; to: Date; userId?: number },
): Promise<AccountLoss[]> {
  const player = input.userId === undefined ? sql`true` : sql`a.user_id = ${input.userId}`;
  const rows = await sql<{ user_id: number; account_id: number; currency_id: number; loss: number }>`
    select a.user_id, a.id as account_id, a.currency_id, (-sum(e.amount_minor))::int8 as loss
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.kind = 'player' and a.type = 'money' and ${player}
      and t.kind in (${sql.join([...realMoneyPlayPostings])})
      and e.created_at >= ${input.from} and e.created_at < ${input.to}
    group by a.user_id, a.id, a.currency_id
    having sum(e.amount_minor) < 0
    order by a.id`.execute(ex);
  return rows.rows.map((r) => ({
    userId: Number(r.user_id),
    accountId: Number(r.account_id),
    currencyId: r.currency_id,
    lossMinor: Number(r.loss),
  }));
}

class Deferred extends Error {}

export interface PayoutRun {
  paid: number;
  /** Paid as a bonus but the player has an active bonus: tried again on the next run. */
  deferred: number;
}

/**
 * Pays the week before the one `at` is in, once per money account: safe to run again or at the same time from
 * several processes (the payout row's unique key decides; the loser inserts nothing and pays nothing).
 */
export async function payDueCashback(ex: Executor, at: Date, options: { userId?: number } = {}): Promise<PayoutRun> {
  const to = weekStartOf(at);
  const from = new Date(to.getTime() - WEEK_MS);
  const losses = await lossesBetween(ex, { from, to, ...options });
  const run: PayoutRun = { paid: 0, deferred: 0 };
  if (losses.length === 0) return run;
  const levels = await cashbackLevels(ex);
  const paidAlready = new Set(
    (
      await ex
        .selectFrom('cashback_payouts')
        .select('account_id')
        .where('week_start', '=', from)
        .where(
          'account_id',
          'in',
          losses.map((l) => l.accountId),
        )
        .execute()
    ).map((r) => Number(r.account_id)),
  );
  for (const loss of losses) {
    if (paidAlready.has(loss.accountId)) continue;
    const level = levelFor(levels, await earnedPointsOf(ex, loss.userId));
    if (!level) continue;
    const amount = cashbackAmountMinor(level, loss.lossMinor);
    if (amount <= 0) continue;
    try {
      const paid = await withTransaction(ex, (trx) => payOne(trx, { loss, level, amount, week: from, at }));
      if (paid) run.paid++;
    } catch (err) {
      if (!(err instanceof Deferred)) throw err;
      run.deferred++;
    }
  }
  return run;
}

async function payOne(
  trx: Executor,
  input: { loss: AccountLoss; level: CashbackLevel; amount: number; week: Date; at: Date },
): Promise<boolean> {
  const { loss, level, amount, week, at } = input;
  const claimed = await sql<{ id: number }>`
    insert into cashback_payouts (user_id, account_id, currency_id, week_start, level, loss_minor, amount_minor,
      paid_as, created_at)
    values (${loss.userId}, ${loss.accountId}, ${loss.currencyId}, ${week}, ${level.code}, ${loss.lossMinor},
      ${amount}, ${level.payAs}, ${at})
    on conflict (account_id, week_start) do nothing returning id`.execute(trx);
  const id = claimed.rows[0]?.id;
  if (id === undefined) return false;
  if (level.payAs === 'money') {
    await postTransfer(trx, {
      from: { system: systemAccounts.loyaltyFund, currencyId: loss.currencyId },
      to: loss.accountId,
      amountMinor: amount,
      kind: CASHBACK_POSTING,
      reference: `cashback:${id}`,
      at,
    });
    return true;
  }
  const offer = level.offerCode ? await offerByCode(trx, level.offerCode) : undefined;
  if (!offer) throw new Deferred();
  const granted = await grantBonus(trx, {
    userId: loss.userId,
    currencyId: loss.currencyId,
    offer,
    baseMinor: amount,
    source: `cashback:${loss.accountId}:${week.toISOString().slice(0, 10)}`,
    at,
  });
  if (!granted.granted) throw new Deferred();
  await trx.updateTable('cashback_payouts').set({ bonus_id: granted.bonus.id }).where('id', '=', id).execute();
  return true;
}

export interface CashbackPayout {
  weekStart: Date;
  level: CashbackLevelCode;
  currencyId: number;
  lossMinor: number;
  amountMinor: number;
  paidAs: CashbackPaidAs;
  bonusId: number | null;
  paidAt: Date;
}

export async function cashbackHistory(ex: Executor, userId: number): Promise<CashbackPayout[]> {
  const rows = await ex
    .selectFrom('cashback_payouts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('week_start', 'desc')
    .orderBy('id', 'desc')
    .limit(52)
    .execute();
  return rows.map((r) => ({
    weekStart: new Date(r.week_start),
    level: r.level,
    currencyId: r.currency_id,
    lossMinor: Number(r.loss_minor),
    amountMinor: Number(r.amount_minor),
    paidAs: r.paid_as,
    bonusId: r.bonus_id === null ? null : Number(r.bonus_id),
    paidAt: new Date(r.created_at),
  }));
}
