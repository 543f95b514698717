/**
 * The referrer's referred players (`get referral users`, `extended referral users`): masked logins, the state of
 * each (registered → deposited → playing, or removed), what each earned the referrer, and in the extended list
 * the settled bets and stakes since the referral and the first deposit. 50 a page, newest first.
 */
import { type ExtendedReferralUser, maskLogin, type ReferralState, type ReferralUser } from '@betframe/sdk/referral';
import { type Executor, sql } from '../db';
import { toMajorNumber } from '../wallet';
import type { Amount } from './service';
import './tables';

export const PAGE_SIZE = 50;

interface Row {
  id: number;
  login: string;
  created_at: Date;
  removed_at: Date | null;
  first_deposit_at: Date | null;
  settled_bets: number;
}

interface AmountRow {
  referral_id: number;
  code: string;
  minor_digits: number;
  amount_minor: number;
}

const amountsBy = (rows: AmountRow[]) => {
  const map = new Map<number, Amount[]>();
  for (const r of rows) {
    const list = map.get(r.referral_id) ?? [];
    list.push({
      currencyIso: r.code,
      amountMinor: r.amount_minor,
      amount: toMajorNumber(r.amount_minor, r.minor_digits),
    });
    map.set(r.referral_id, list);
  }
  return map;
};

function stateOf(row: Row): ReferralState {
  if (row.removed_at) return 'removed';
  if (row.settled_bets > 0) return 'playing';
  return row.first_deposit_at ? 'deposited' : 'registered';
}

export async function referralUsers(
  ex: Executor,
  referrerId: number,
  page: number,
): Promise<{ items: ExtendedReferralUser[]; page: number; pageSize: number; total: number }> {
  const total = await ex
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  const rows = await sql<Row>`
    select r.id, u.login, r.created_at, r.removed_at,
      (select min(p.decided_at) from payment_requests p
        where p.user_id = r.friend_id and p.direction = 'deposit' and p.status = 'approved') as first_deposit_at,
      (select count(*)::int from bets b
        where b.user_id = r.friend_id and b.created_at >= r.created_at and b.status in ('won', 'lost')) as settled_bets
    from referrals r join users u on u.id = r.friend_id
    where r.referrer_id = ${referrerId}
    order by r.id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`.execute(ex);
  const ids = rows.rows.map((r) => r.id);
  const [earnings, stakes] =
    ids.length === 0
      ? [new Map<number, Amount[]>(), new Map<number, Amount[]>()]
      : await Promise.all([
          sql<AmountRow>`
            select e.referral_id, c.code, c.minor_digits, sum(e.amount_minor)::bigint as amount_minor
            from referral_earnings e join currencies c on c.id = e.currency_id
            where e.referral_id in (${sql.join(ids)})
            group by e.referral_id, c.code, c.minor_digits, e.currency_id order by e.currency_id`
            .execute(ex)
            .then((r) => amountsBy(r.rows)),
          sql<AmountRow>`
            select r.id as referral_id, c.code, c.minor_digits, sum(b.stake_minor)::bigint as amount_minor
            from referrals r join bets b on b.user_id = r.friend_id and b.created_at >= r.created_at
            join currencies c on c.id = b.currency_id
            where r.id in (${sql.join(ids)}) and b.status in ('won', 'lost')
            group by r.id, c.code, c.minor_digits, b.currency_id order by b.currency_id`
            .execute(ex)
            .then((r) => amountsBy(r.rows)),
        ]);
  const items = rows.rows.map((row) => ({
    id: row.id,
    login: maskLogin(row.login),
    registeredAt: new Date(row.created_at).toISOString(),
    state: stateOf(row),
    earnings: earnings.get(row.id) ?? [],
    settledBets: row.settled_bets,
    stakes: stakes.get(row.id) ?? [],
    firstDepositAt: row.first_deposit_at ? new Date(row.first_deposit_at).toISOString() : null,
    removedAt: row.removed_at ? new Date(row.removed_at).toISOString() : null,
  }));
  return { items, page, pageSize: PAGE_SIZE, total: Number(total.n) };
}

/** The plain list's item (without the extended facts). */
export const plainUser = (u: ExtendedReferralUser): ReferralUser => ({
  id: u.id,
  login: u.login,
  registeredAt: u.registeredAt,
  state: u.state,
  earnings: u.earnings,
});
