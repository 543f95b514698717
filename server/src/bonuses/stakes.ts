/**
 * Bonus money in sport stakes (docs/bonuses.md "Stakes"): real money is staked first and the active bonus's
 * balance covers the rest; a bet's return is shared between real money and the bonus in the proportion it was
 * staked. The bonus share goes back to the bonus account while that bonus is active, to the money account once it
 * was wagered (completed), and stays with the house when the bonus was forfeited (expired or refused).
 */
import type { Executor, Trx } from '../db';
import { type AccountRef, balanceOf, openPlayerAccount } from '../wallet';
import { bonusRulesSchema } from './rules';
import './tables';

export interface BonusStake {
  bonusId: number;
  accountId: number;
  /** What the bonus pays of the stake (0 when real money covers it). */
  bonusMinor: number;
}

/** The player's active bonus of a currency as a stake needs it (read before the stake's transaction). */
export interface ActiveBonus {
  bonusId: number;
  accountId: number;
  maxStakeMinor: number | undefined;
}

export async function activeBonusOf(
  ex: Executor,
  userId: number,
  currencyId: number,
): Promise<ActiveBonus | undefined> {
  const row = await ex
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_offers as o', 'o.id', 'b.offer_id')
    .select(['b.id', 'b.account_id', 'o.rules'])
    .where('b.user_id', '=', userId)
    .where('b.currency_id', '=', currencyId)
    .where('b.status', '=', 'active')
    .where('b.mechanic', '=', 'wagering')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    bonusId: Number(row.id),
    accountId: Number(row.account_id),
    maxStakeMinor: bonusRulesSchema.parse(row.rules).maxStakeMinor,
  };
}

/**
 * How a stake of `paidMinor` is paid: real money first (the money account's `moneyBalanceMinor`), the rest from the
 * bonus's account as far as it covers it. Undefined when no bonus money is needed or there is none.
 */
export async function bonusPartOfStake(
  trx: Trx,
  input: { bonus: ActiveBonus; paidMinor: number; moneyBalanceMinor: number },
): Promise<BonusStake | undefined> {
  const shortfall = input.paidMinor - Math.max(0, input.moneyBalanceMinor);
  if (shortfall <= 0) return undefined;
  const available = await balanceOf(trx, input.bonus.accountId);
  if (available <= 0) return undefined;
  return { bonusId: input.bonus.bonusId, accountId: input.bonus.accountId, bonusMinor: Math.min(shortfall, available) };
}

/**
 * Where the bonus share of a bet's return goes: the bonus account while its bonus is active, the player's money
 * account once it completed, nowhere (undefined: the house keeps it) once it was forfeited.
 */
export async function bonusReturnTarget(ex: Executor, bonusId: number): Promise<AccountRef | undefined> {
  const bonus = await ex
    .selectFrom('player_bonuses')
    .select(['status', 'account_id', 'user_id', 'currency_id'])
    .where('id', '=', bonusId)
    .executeTakeFirstOrThrow();
  if (bonus.status === 'active') return Number(bonus.account_id);
  if (bonus.status === 'completed')
    return openPlayerAccount(ex, { userId: bonus.user_id, currencyId: bonus.currency_id });
  return undefined;
}

/** The bonus share of a credit of `creditMinor` on a bet whose `paidMinor` stake had `bonusPaidMinor` of bonus. */
export function bonusShareOf(creditMinor: number, paidMinor: number, bonusPaidMinor: number): number {
  if (bonusPaidMinor <= 0 || paidMinor <= 0 || creditMinor <= 0) return 0;
  return Math.floor((creditMinor * bonusPaidMinor) / paidMinor);
}
