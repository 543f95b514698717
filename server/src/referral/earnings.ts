/**
 * Referral earnings by the configured rule (`bringfriend`, docs/promotions.md), accrued from what the ledger and
 * the books already know: each friend's settled bets since the referral (stakePercent, netLossPercent) or their
 * first approved deposit (firstDeposit). Each earning is one `referral_earning` posting from the system account
 * `referral_programme` to the referrer's `referral` account, its reference unique — accrual repeated or raced
 * posts once. Runs under the referrer's lock (`lockReferrer`).
 */
import type { BringfriendConfig } from '@betframe/sdk/referral';
import { sql, type Trx } from '../db';
import { openPlayerAccount, postTransfer, roundToMinorUnits, toMinorUnits } from '../wallet';
import './tables';

export const REFERRAL_SYSTEM_ACCOUNT = 'referral_programme';
export const referralPostingKinds = { earning: 'referral_earning', transfer: 'referral_transfer' } as const;

type Rules = BringfriendConfig;

interface Candidate {
  referralId: number;
  source: string;
  currencyId: number;
  amountMinor: number;
}

/** What the rule owes for settled bets not yet counted (bets placed after the referral, while it stands). */
async function betCandidates(trx: Trx, referrerId: number, rules: Rules): Promise<Candidate[]> {
  const rows = await sql<{
    referral_id: number;
    bet_id: number;
    currency_id: number;
    minor_digits: number;
    stake_minor: number;
    returned_minor: number;
  }>`
    select r.id as referral_id, b.id as bet_id, b.currency_id, c.minor_digits, b.stake_minor,
           coalesce(b.payout_minor, 0) + b.sold_minor as returned_minor
    from referrals r
    join bets b on b.user_id = r.friend_id and b.created_at >= r.created_at
    join currencies c on c.id = b.currency_id
    where r.referrer_id = ${referrerId} and r.removed_at is null
      and b.status in ('won', 'lost')
      and not exists (select 1 from referral_earnings e where e.referral_id = r.id and e.source = 'bet:' || b.id)
    order by b.id`.execute(trx);
  const out: Candidate[] = [];
  for (const row of rows.rows) {
    const base = rules.rule === 'stakePercent' ? row.stake_minor : Math.max(0, row.stake_minor - row.returned_minor);
    // Minor units in, minor units out: the percentage of an integer, rounded half up.
    const amountMinor = roundToMinorUnits((base * rules.percent) / 100, 0);
    if (amountMinor > 0) {
      out.push({ referralId: row.referral_id, source: `bet:${row.bet_id}`, currencyId: row.currency_id, amountMinor });
    }
  }
  return out;
}

/** The fixed sum for each friend's first approved deposit (after the referral), in that deposit's currency. */
async function depositCandidates(trx: Trx, referrerId: number, rules: Rules): Promise<Candidate[]> {
  const rows = await sql<{ referral_id: number; currency_id: number; minor_digits: number }>`
    select r.id as referral_id, p.currency_id, c.minor_digits
    from referrals r
    join lateral (
      select currency_id from payment_requests
      where user_id = r.friend_id and direction = 'deposit' and status = 'approved' and decided_at >= r.created_at
      order by decided_at, id limit 1
    ) p on true
    join currencies c on c.id = p.currency_id
    where r.referrer_id = ${referrerId} and r.removed_at is null
      and not exists (select 1 from referral_earnings e where e.referral_id = r.id and e.source = 'first-deposit')`.execute(
    trx,
  );
  return rows.rows.flatMap((row) => {
    const amountMinor = toMinorUnits(rules.fixedAmount.toFixed(row.minor_digits), row.minor_digits) ?? 0;
    return amountMinor > 0
      ? [{ referralId: row.referral_id, source: 'first-deposit', currencyId: row.currency_id, amountMinor }]
      : [];
  });
}

/** Posts every earning due to the referrer; returns how many. Call inside the referrer's lock. */
export async function accrueEarnings(trx: Trx, referrerId: number, rules: Rules, at: Date): Promise<number> {
  if (!rules.enabled) return 0;
  const due =
    rules.rule === 'firstDeposit'
      ? await depositCandidates(trx, referrerId, rules)
      : await betCandidates(trx, referrerId, rules);
  for (const earning of due) {
    const account = await openPlayerAccount(trx, {
      userId: referrerId,
      currencyId: earning.currencyId,
      type: 'referral',
      makeActive: false,
      name: 'Referral',
    });
    const transactionId = await postTransfer(trx, {
      from: { system: REFERRAL_SYSTEM_ACCOUNT, currencyId: earning.currencyId },
      to: account,
      amountMinor: earning.amountMinor,
      kind: referralPostingKinds.earning,
      reference: `referral:${earning.referralId}:${earning.source}`,
      at,
    });
    await trx
      .insertInto('referral_earnings')
      .values({
        referral_id: earning.referralId,
        source: earning.source,
        currency_id: earning.currencyId,
        amount_minor: earning.amountMinor,
        transaction_id: transactionId,
        created_at: at,
      })
      .execute();
  }
  return due.length;
}
