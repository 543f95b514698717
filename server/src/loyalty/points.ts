/**
 * Loyalty points (docs/bonuses.md "Loyalty points"). Points are ledger money of their own currency (PTS, id 9999,
 * no minor digits) on the player's `points` account, so the ledger's balance lock makes spending atomic and
 * reconcile covers them:
 *
 * - `points_earn`     loyalty_points (system) → the player's points account, once per settled stake (`points:<ref>`)
 * - `points_exchange` the points account → loyalty_points, with the reward's bonus granted in the same transaction
 * - `points_refund`   loyalty_points → the points account: a spending given back (a cancelled promo store order),
 *                     under the spending's own reference, so once
 *
 * Lock order: the points account before any other balance (settlement earns before its own posting; an exchange
 * spends before it grants).
 */
import { sql } from 'kysely';
import { grantBonus, offerByCode, type PlayerBonus } from '../bonuses';
import { type Executor, withTransaction } from '../db';
import {
  balanceOf,
  InsufficientFundsError,
  openPlayerAccount,
  postTransfer,
  systemAccounts,
  toMajorNumber,
} from '../wallet';
import './tables';
import '../bonuses/tables';

/** The points currency (wallet migration 0002: PTS, 0 minor digits). */
export const POINTS_CURRENCY = 9999;
export const pointsPostingKinds = {
  earn: 'points_earn',
  exchange: 'points_exchange',
  refund: 'points_refund',
} as const;

export type StakeProduct = 'sport' | 'casino';

/** Points for a stake: `rate` points per major unit of the stake, whole points (rounded down). */
export function pointsFor(stakeMinor: number, digits: number, rate: number): number {
  return Math.floor(toMajorNumber(stakeMinor, digits) * rate + 1e-9);
}

export async function pointsAccountOf(ex: Executor, userId: number): Promise<number | undefined> {
  const row = await ex
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'player')
    .where('user_id', '=', userId)
    .where('currency_id', '=', POINTS_CURRENCY)
    .where('type', '=', 'points')
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/**
 * Earns the points of a settled stake (a won or lost bet, a closed casino round), once per `reference`; inside the
 * caller's transaction, before its own posting (lock order). Returns the points earned (0: none or already).
 */
export async function earnPoints(
  ex: Executor,
  input: { userId: number; product: StakeProduct; stakeMinor: number; currencyId: number; reference: string; at: Date },
): Promise<number> {
  const rate = await ex
    .selectFrom('loyalty_earn_rates')
    .select('points_per_unit')
    .where('product', '=', input.product)
    .executeTakeFirst();
  const currency = await ex
    .selectFrom('currencies')
    .select('minor_digits')
    .where('id', '=', input.currencyId)
    .executeTakeFirst();
  const points = pointsFor(input.stakeMinor, currency?.minor_digits ?? 2, Number(rate?.points_per_unit ?? 0));
  if (points <= 0) return 0;
  const reference = `points:${input.reference}`;
  return withTransaction(ex, async (trx) => {
    const done = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', pointsPostingKinds.earn)
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (done) return 0;
    const account = await openPlayerAccount(trx, { userId: input.userId, currencyId: POINTS_CURRENCY, type: 'points' });
    await postTransfer(trx, {
      from: { system: systemAccounts.loyaltyPoints, currencyId: POINTS_CURRENCY },
      to: account,
      amountMinor: points,
      kind: pointsPostingKinds.earn,
      reference,
      at: input.at,
    });
    return points;
  });
}

export async function pointsBalanceOf(ex: Executor, userId: number): Promise<number> {
  const account = await pointsAccountOf(ex, userId);
  return account === undefined ? 0 : balanceOf(ex, account);
}

/** Every point the player has earned (what the cashback level is measured by; spending does not lower it). */
export async function earnedPointsOf(ex: Executor, userId: number): Promise<number> {
  const row = await sql<{ total: number }>`
    select coalesce(sum(e.amount_minor), 0)::int8 as total
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.kind = 'player' and a.type = 'points' and a.user_id = ${userId}
      and t.kind = ${pointsPostingKinds.earn}`.execute(ex);
  return Number(row.rows[0]?.total ?? 0);
}

export interface PointsEntry {
  id: number;
  kind: 'earn' | 'exchange' | 'other';
  points: number;
  /** What it was for: `bet:<id>`, `casino-round:<id>`, a reward's code. */
  reference: string;
  at: Date;
}

/** The points account's movements, newest first. */
export async function pointsHistory(ex: Executor, userId: number, limit = 50): Promise<PointsEntry[]> {
  const account = await pointsAccountOf(ex, userId);
  if (account === undefined) return [];
  const rows = await sql<{
    id: number;
    kind: string;
    reference: string | null;
    amount_minor: number;
    created_at: Date;
  }>`
    select e.id, t.kind, t.reference, e.amount_minor, e.created_at
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.account_id = ${account} order by e.id desc limit ${limit}`.execute(ex);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind === pointsPostingKinds.earn ? 'earn' : r.kind === pointsPostingKinds.exchange ? 'exchange' : 'other',
    points: Number(r.amount_minor),
    reference: (r.reference ?? '').replace(/^points:/, '').replace(/^points-(exchange|store):\d+:/, ''),
    at: new Date(r.created_at),
  }));
}

/**
 * Spends points: the points account → loyalty_points (`points_exchange`), inside the caller's transaction; the
 * ledger's balance lock refuses more than the balance (InsufficientFundsError). The one spending path: the rewards
 * exchange and the promo store (store.ts) both post through it.
 */
export async function spendPoints(
  trx: Executor,
  input: { account: number; points: number; reference: string; at: Date },
): Promise<void> {
  await postTransfer(trx, {
    from: input.account,
    to: { system: systemAccounts.loyaltyPoints, currencyId: POINTS_CURRENCY },
    amountMinor: input.points,
    kind: pointsPostingKinds.exchange,
    reference: input.reference,
    at: input.at,
  });
}

/**
 * Gives back what `spendPoints` took under `reference` (loyalty_points → the points account, `points_refund`, the
 * same reference): the ledger's unique (kind, reference) makes it happen at most once.
 */
export async function refundPoints(
  trx: Executor,
  input: { account: number; points: number; reference: string; at: Date },
): Promise<void> {
  await postTransfer(trx, {
    from: { system: systemAccounts.loyaltyPoints, currencyId: POINTS_CURRENCY },
    to: input.account,
    amountMinor: input.points,
    kind: pointsPostingKinds.refund,
    reference: input.reference,
    at: input.at,
  });
}

export interface Reward {
  id: number;
  code: string;
  pointsCost: number;
  offerCode: string;
  kind: number;
  /** The offer's fixed amount (minor units of the player's currency); undefined for a percent offer. */
  amountMinor: number | undefined;
  wagerMultiple: number;
}

/** The rewards points buy now (active rewards of active offers), cheapest first. */
export async function rewardsOf(ex: Executor): Promise<Reward[]> {
  const rows = await ex
    .selectFrom('loyalty_rewards')
    .select(['id', 'code', 'offer_code', 'points_cost'])
    .where('active', '=', true)
    .orderBy('points_cost')
    .orderBy('id')
    .execute();
  const rewards: Reward[] = [];
  for (const r of rows) {
    const offer = await offerByCode(ex, r.offer_code);
    if (!offer?.active) continue;
    rewards.push({
      id: Number(r.id),
      code: r.code,
      pointsCost: Number(r.points_cost),
      offerCode: offer.code,
      kind: offer.kind,
      amountMinor: 'fixedMinor' in offer.rules.amount ? offer.rules.amount.fixedMinor : undefined,
      wagerMultiple: offer.rules.wagerMultiple,
    });
  }
  return rewards;
}

export type ExchangeResult =
  | { exchanged: true; bonus: PlayerBonus; balance: number }
  | {
      exchanged: false;
      reason: 'unknown_reward' | 'insufficient_points' | 'bonus_active' | 'not_grantable';
    };

class ExchangeRefused extends Error {
  constructor(readonly reason: 'bonus_active' | 'not_grantable') {
    super(reason);
  }
}

/**
 * Exchanges points for a reward's bonus: the points leave the account (the ledger's balance lock: simultaneous
 * exchanges never spend more than the balance) and the offer is granted in the same transaction, or neither.
 * A reward may be any offer the engine grants: a wagering bonus, or a freebet (it does not take the one active
 * bonus's place, so a freebet is bought beside an active bonus).
 */
export async function exchangePoints(
  ex: Executor,
  input: { userId: number; currencyId: number; rewardId: number; at: Date },
): Promise<ExchangeResult> {
  const reward = await ex
    .selectFrom('loyalty_rewards')
    .select(['id', 'code', 'offer_code', 'points_cost'])
    .where('id', '=', input.rewardId)
    .where('active', '=', true)
    .executeTakeFirst();
  const offer = reward ? await offerByCode(ex, reward.offer_code) : undefined;
  if (!reward || !offer?.active) return { exchanged: false, reason: 'unknown_reward' };
  const account = await pointsAccountOf(ex, input.userId);
  if (account === undefined) return { exchanged: false, reason: 'insufficient_points' };
  try {
    return await withTransaction(ex, async (trx) => {
      const next = await sql<{ id: number }>`select nextval('loyalty_exchanges_id_seq') as id`.execute(trx);
      const id = Number(next.rows[0]?.id);
      await spendPoints(trx, {
        account,
        points: Number(reward.points_cost),
        reference: `points-exchange:${id}:${reward.code}`,
        at: input.at,
      });
      const granted = await grantBonus(trx, {
        userId: input.userId,
        currencyId: input.currencyId,
        offer,
        baseMinor: 0,
        source: `points:${id}`,
        at: input.at,
      });
      if (!granted.granted)
        throw new ExchangeRefused(granted.reason === 'bonus_active' ? 'bonus_active' : 'not_grantable');
      await trx
        .insertInto('loyalty_exchanges')
        .values({
          id,
          user_id: input.userId,
          reward_id: Number(reward.id),
          points: Number(reward.points_cost),
          bonus_id: granted.bonus.id,
          created_at: input.at,
        } as never)
        .execute();
      return { exchanged: true, bonus: granted.bonus, balance: await balanceOf(trx, account) } as const;
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) return { exchanged: false, reason: 'insufficient_points' };
    if (err instanceof ExchangeRefused) return { exchanged: false, reason: err.reason };
    throw err;
  }
}
