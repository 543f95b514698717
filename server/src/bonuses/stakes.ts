/**
 * Bonus money in sport stakes (docs/bonuses.md "Stakes"): real money is staked first and the active bonus's
 * balance covers the rest; a bet's return is shared between real money and the bonus in the proportion it was
 * staked. The bonus share goes back to the bonus account while that bonus is active, to the money account once it
 * was wagered (completed), and stays with the house when the bonus was forfeited (expired or refused).
 */
import type { Executor, Trx } from '../db';
import { type AccountRef, balanceOf, openPlayerAccount } from '../wallet';
import './tables';

export interface BonusStake {
  bonusId: number;
  accountId: number;
  /** What the bonus pays of the stake (0 when real money covers it). */
  bonusMinor: number;
}

/**
 * How a stake of `paidMinor` is paid: real money first (the money account's `moneyBalanceMinor`), the rest from the
 * player's active bonus of the currency, if any and if it covers it. Undefined when no bonus money is needed.
 */
export async function bonusPartOfStake(
  trx: Trx,
  input: { userId: number; currencyId: number; paidMinor: number; moneyBalanceMinor: number },
): Promise<BonusStake | undefined> {
  const shortfall = input.paidMinor - Math.max(0, input.moneyBalanceMinor);
  if (shortfall <= 0) return undefined;
  const bonus = await trx
    .selectFrom('player_bonuses')
    .select(['id', 'account_id'])
    .where('user_id', '=', input.userId)
    .where('currency_id', '=', input.currencyId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!bonus) return undefined;
  const available = await balanceOf(trx, bonus.account_id);
  if (available <= 0) return undefined;
  return { bonusId: Number(bonus.id), accountId: Number(bonus.account_id), bonusMinor: Math.min(shortfall, available) };
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
