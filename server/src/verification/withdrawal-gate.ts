/**
 * Withdrawals above a configured amount need a verified account (docs/verification.md "Withdrawal threshold").
 * `KYC_WITHDRAWAL_THRESHOLD`: `off`, an amount in major units for every currency (`500`), or per currency code
 * with an optional `*` for the rest (`RUB:50000,USD:500,*:500`). Default `500`. What counts is the player's total
 * withdrawn in that currency (approved and pending requests) plus this request, so splitting a large withdrawal
 * into small ones does not step around the check.
 */
import { ApiError } from '../app/errors';
import type { AppDeps } from '../app/types';
import { formatMinorUnits, toMinorUnits } from '../wallet';
import { verificationStateOf } from './documents';

export const defaultWithdrawalThreshold = '500';

export interface WithdrawalThreshold {
  /** Major units by currency code (upper case); `*` for every other currency. */
  byCurrency: Readonly<Record<string, string>>;
}

const entry = /^([A-Z]{3}|\*):(\d{1,13}(?:\.\d{1,8})?)$/;
const bare = /^\d{1,13}(?:\.\d{1,8})?$/;

/** The setting's value, or undefined for `off`; throws on a malformed value (the server refuses to start). */
export function parseWithdrawalThreshold(text = defaultWithdrawalThreshold): WithdrawalThreshold | undefined {
  const value = text.trim();
  if (value.toLowerCase() === 'off') return undefined;
  if (bare.test(value)) return { byCurrency: { '*': value } };
  const byCurrency: Record<string, string> = {};
  for (const part of value.split(',')) {
    const match = entry.exec(part.trim().toUpperCase());
    if (!match?.[1] || !match[2]) throw new Error(`KYC_WITHDRAWAL_THRESHOLD: cannot read "${part}"`);
    byCurrency[match[1]] = match[2];
  }
  return { byCurrency };
}

/** The gate payments runs inside every withdrawal request's transaction. */
export function verifiedWithdrawalGate(deps: AppDeps) {
  const threshold = parseWithdrawalThreshold(deps.kycWithdrawalThreshold);
  return async (
    trx: Parameters<typeof verificationStateOf>[0],
    request: { userId: number; accountId: number; currencyId: number; amountMinor: number; at: Date },
  ) => {
    if (!threshold) return;
    const currency = await trx
      .selectFrom('currencies')
      .select(['code', 'minor_digits'])
      .where('id', '=', request.currencyId)
      .executeTakeFirstOrThrow();
    const limitText = threshold.byCurrency[currency.code] ?? threshold.byCurrency['*'];
    if (limitText === undefined) return;
    const limitMinor = Number(limitText) === 0 ? 0 : (toMinorUnits(limitText, currency.minor_digits) ?? 0);
    // The account row is locked so that two withdrawals at once cannot both pass on the same total.
    await trx.selectFrom('ledger_accounts').select('id').where('id', '=', request.accountId).forUpdate().execute();
    const withdrawn = await trx
      .selectFrom('payment_requests')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
      .where('user_id', '=', request.userId)
      .where('currency_id', '=', request.currencyId)
      .where('direction', '=', 'withdrawal')
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirstOrThrow();
    if (Number(withdrawn.total) + request.amountMinor <= limitMinor) return;
    const state = await verificationStateOf(trx, request.userId, request.at);
    if (state === 'verified') return;
    const shown = `${formatMinorUnits(limitMinor, currency.minor_digits)} ${currency.code}`;
    throw new ApiError(
      403,
      'verification_required',
      `Withdrawals above ${shown} in total need a verified account (verification: ${state})`,
    );
  };
}
