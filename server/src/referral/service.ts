/**
 * Bring a friend: the player's code, recording a referral (with its refusals), the referrer's lists, removal and
 * the transfer of earnings to the money accounts (docs/promotions.md). Every call that moves money or accrues
 * runs under the referrer's lock (their `referral_codes` row, FOR UPDATE).
 */
import { createHash, randomInt } from 'node:crypto';
import type { BringfriendConfig, ReferralState } from '@betframe/sdk/referral';
import { ApiError } from '../app/errors';
import { type Executor, sql, type Trx, withTransaction } from '../db';
import { balanceOf, openPlayerAccount, postTransfer, toMajorNumber } from '../wallet';
import { accrueEarnings, referralPostingKinds } from './earnings';
import '../accounts/tables';
import '../betting/tables';
import '../payments/tables';
import './tables';

type Rules = BringfriendConfig;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const hashDevice = (deviceId: string) => createHash('sha256').update(`device:${deviceId}`).digest('hex');

/**
 * An e-mail as one mailbox: lower case, `+tag` dropped, and for Gmail the dots too (`a.b+x@gmail.com` and
 * `ab@gmail.com` are one person's).
 */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`;
}

/** The player's code, made on first use (a clash of random codes is retried). */
export async function codeOf(ex: Executor, userId: number, at: Date): Promise<string> {
  const existing = await ex
    .selectFrom('referral_codes')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const row = await ex
      .insertInto('referral_codes')
      .values({ user_id: userId, code, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .returning('code')
      .executeTakeFirst();
    if (row) return row.code;
    const mine = await ex.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
    if (mine) return mine.code;
  }
  throw new Error('could not make a referral code');
}

/** Notes a device the player uses (the referrer's own devices refuse their friends' registrations from them). */
export async function rememberDevice(ex: Executor, userId: number, deviceId: string): Promise<void> {
  await ex
    .insertInto('referral_devices')
    .values({ user_id: userId, device_hash: hashDevice(deviceId) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Locks the referrer (their code row) for the rest of the transaction. */
async function lockReferrer(trx: Trx, userId: number, at: Date): Promise<void> {
  await codeOf(trx, userId, at);
  await trx.selectFrom('referral_codes').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}

/**
 * Records that the signed-in `friendId` came through `refCode`. Refused (409) when it is the player's own code,
 * the referrer's device or e-mail, a device or e-mail another referral already came from, a player already
 * referred or one who has already bet or deposited.
 */
export async function recordReferral(
  db: Executor,
  input: { friendId: number; refCode: string; deviceId?: string | undefined; rules: Rules; at: Date },
): Promise<{ referralId: number; state: ReferralState }> {
  if (!input.rules.enabled) throw new ApiError(403, 'referral_disabled', 'Bring a friend is not available');
  return withTransaction(db, async (trx) => {
    const owner = await trx
      .selectFrom('referral_codes')
      .select('user_id')
      .where('code', '=', input.refCode)
      .executeTakeFirst();
    if (!owner) throw new ApiError(404, 'unknown_ref_code', 'No such referral code');
    const referrerId = owner.user_id;
    if (referrerId === input.friendId) throw ApiError.conflict('referral_self', 'Your own referral code');
    await lockReferrer(trx, referrerId, input.at);
    const refusal = (code: string, message: string) => ApiError.conflict(code, message);
    if (await trx.selectFrom('referrals').select('id').where('friend_id', '=', input.friendId).executeTakeFirst()) {
      throw refusal('referral_exists', 'This account was already referred');
    }
    const [bet, deposit] = await Promise.all([
      trx.selectFrom('bets').select('id').where('user_id', '=', input.friendId).limit(1).executeTakeFirst(),
      trx
        .selectFrom('payment_requests')
        .select('id')
        .where('user_id', '=', input.friendId)
        .where('direction', '=', 'deposit')
        .limit(1)
        .executeTakeFirst(),
    ]);
    if (bet || deposit) throw refusal('referral_too_late', 'A referral is recorded at registration only');
    const deviceHash = input.deviceId ? hashDevice(input.deviceId) : null;
    if (deviceHash) {
      const seen = await sql<{ n: number }>`
        select count(*)::int as n from (
          select 1 from referral_devices where device_hash = ${deviceHash} and user_id = ${referrerId}
          union all
          select 1 from referrals where device_hash = ${deviceHash}
        ) s`.execute(trx);
      if ((seen.rows[0]?.n ?? 0) > 0) {
        throw refusal('referral_same_device', 'A referral from this device was already recorded');
      }
    }
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [referrerId, input.friendId])
      .execute();
    const friendEmail = users.find((u) => u.id === input.friendId)?.email;
    const referrerEmail = users.find((u) => u.id === referrerId)?.email;
    const emailNorm = friendEmail ? normaliseEmail(friendEmail) : null;
    if (emailNorm) {
      const used = await trx
        .selectFrom('referrals')
        .select('id')
        .where('email_norm', '=', emailNorm)
        .executeTakeFirst();
      if (used || (referrerEmail && normaliseEmail(referrerEmail) === emailNorm)) {
        throw refusal('referral_same_email', 'A referral with this e-mail was already recorded');
      }
    }
    const count = await trx
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= input.rules.maxFriends) throw refusal('referral_limit', 'The referrer has no places left');
    const row = await trx
      .insertInto('referrals')
      .values({
        referrer_id: referrerId,
        friend_id: input.friendId,
        device_hash: deviceHash,
        email_norm: emailNorm,
        created_at: input.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.deviceId) await rememberDevice(trx, input.friendId, input.deviceId);
    return { referralId: row.id, state: 'registered' as const };
  });
}

/** Accrues what is due, in its own transaction under the referrer's lock. */
export async function syncEarnings(db: Executor, referrerId: number, rules: Rules, at: Date): Promise<void> {
  await withTransaction(db, async (trx) => {
    await lockReferrer(trx, referrerId, at);
    await accrueEarnings(trx, referrerId, rules, at);
  });
}

export interface Amount {
  currencyIso: string;
  amountMinor: number;
  amount: number;
}

/** The referrer's referral balances (non-zero), per currency. */
export async function referralBalances(ex: Executor, userId: number): Promise<Amount[]> {
  const rows = await sql<{ code: string; minor_digits: number; balance_minor: number }>`
    select c.code, c.minor_digits, b.balance_minor
    from ledger_accounts a
    join ledger_balances b on b.account_id = a.id
    join currencies c on c.id = a.currency_id
    where a.kind = 'player' and a.user_id = ${userId} and a.type = 'referral' and b.balance_minor > 0
    order by a.currency_id`.execute(ex);
  return rows.rows.map((r) => ({
    currencyIso: r.code,
    amountMinor: r.balance_minor,
    amount: toMajorNumber(r.balance_minor, r.minor_digits),
  }));
}

/**
 * Moves every referral balance to the money account of its currency (opened if the player has none). The
 * referrer's lock queues simultaneous transfers: the first moves the money, the next finds nothing and is refused
 * with 409 `nothing_to_transfer` — earnings are credited once.
 */
export async function transferToMain(db: Executor, userId: number, rules: Rules, at: Date): Promise<Amount[]> {
  return withTransaction(db, async (trx) => {
    await lockReferrer(trx, userId, at);
    await accrueEarnings(trx, userId, rules, at);
    const accounts = await trx
      .selectFrom('ledger_accounts')
      .innerJoin('currencies', 'currencies.id', 'ledger_accounts.currency_id')
      .select(['ledger_accounts.id', 'ledger_accounts.currency_id', 'currencies.code', 'currencies.minor_digits'])
      .where('ledger_accounts.kind', '=', 'player')
      .where('ledger_accounts.user_id', '=', userId)
      .where('ledger_accounts.type', '=', 'referral')
      .orderBy('ledger_accounts.id')
      .execute();
    const { transfers } = await trx
      .updateTable('referral_codes')
      .set((eb) => ({ transfers: eb('transfers', '+', 1) }))
      .where('user_id', '=', userId)
      .returning('transfers')
      .executeTakeFirstOrThrow();
    const moved: Amount[] = [];
    for (const account of accounts) {
      const balance = await balanceOf(trx, account.id);
      if (balance <= 0) continue;
      const main = await openPlayerAccount(trx, { userId, currencyId: account.currency_id, makeActive: false });
      await postTransfer(trx, {
        from: account.id,
        to: main,
        amountMinor: balance,
        kind: referralPostingKinds.transfer,
        reference: `referral-transfer:${userId}:${transfers}:${account.currency_id}`,
        at,
      });
      moved.push({
        currencyIso: account.code,
        amountMinor: balance,
        amount: toMajorNumber(balance, account.minor_digits),
      });
    }
    if (moved.length === 0) throw ApiError.conflict('nothing_to_transfer', 'There are no referral earnings to move');
    return moved;
  });
}

/** The referrer stops a referral: no more earnings from that friend; what was earned stays. */
export async function removeReferral(db: Executor, referrerId: number, referralId: number, at: Date): Promise<void> {
  const updated = await db
    .updateTable('referrals')
    .set({ removed_at: at })
    .where('id', '=', referralId)
    .where('referrer_id', '=', referrerId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const mine = await db
    .selectFrom('referrals')
    .select('id')
    .where('id', '=', referralId)
    .where('referrer_id', '=', referrerId)
    .executeTakeFirst();
  if (!mine) throw ApiError.notFound('No such referral');
  throw ApiError.conflict('already_removed', 'This referral was already removed');
}
