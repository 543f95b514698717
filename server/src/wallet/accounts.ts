/** The player's accounts as the office shows them (SPEC §3 Account). */
import { sql } from 'kysely';
import type { Executor } from '../db';
import { toMajorNumber } from './money';
import type { LedgerAccountType } from './tables';

export interface PlayerAccount {
  id: number;
  type: LedgerAccountType;
  money: number;
  /** Minor units of `money`, exact. */
  moneyMinor: number;
  name: string;
  currencyIso: string;
  currencySymbol: string;
  isActive: boolean;
  currencyId: number;
  amountOfUnplacedBets: number;
  points: number;
  isBonusAccount: boolean;
  isPointsTypeBalance: boolean;
  labelNameWithSymbol: string;
  labelNameWithIso: string;
}

interface Row {
  id: number;
  type: LedgerAccountType;
  name: string;
  is_active: boolean;
  currency_id: number;
  code: string;
  symbol: string;
  currency_name: string;
  minor_digits: number;
  balance_minor: number;
}

export async function listPlayerAccounts(ex: Executor, userId: number): Promise<PlayerAccount[]> {
  const result = await sql<Row>`
    select a.id, a.type, a.name, a.is_active, a.currency_id, c.code, c.symbol, c.name as currency_name,
           c.minor_digits, b.balance_minor
    from ledger_accounts a
    join ledger_balances b on b.account_id = a.id
    join currencies c on c.id = a.currency_id
    where a.kind = 'player' and a.user_id = ${userId} and a.closed_at is null
      and a.type <> 'referral' -- referral earnings are listed by the referral area until transferred
    order by a.is_active desc, a.id`.execute(ex);
  const points = result.rows.filter((r) => r.type === 'points').reduce((sum, r) => sum + r.balance_minor, 0);
  return result.rows.map((r) => {
    const money = toMajorNumber(r.balance_minor, r.minor_digits);
    const name = r.name || (r.type === 'bonus' ? `Bonus ${r.code}` : r.type === 'points' ? 'Points' : r.currency_name);
    return {
      id: r.id,
      type: r.type,
      money,
      moneyMinor: r.balance_minor,
      name,
      currencyIso: r.code,
      currencySymbol: r.symbol,
      isActive: r.is_active,
      currencyId: r.currency_id,
      amountOfUnplacedBets: 0,
      points: r.type === 'money' ? points : 0,
      isBonusAccount: r.type === 'bonus' && r.balance_minor > 0,
      isPointsTypeBalance: r.type === 'points',
      labelNameWithSymbol: `${name} (${r.symbol})`,
      labelNameWithIso: `${name} (${r.code})`,
    };
  });
}
