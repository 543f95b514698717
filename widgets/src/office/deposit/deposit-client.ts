/**
 * The deposit screen's calls (docs/wallet.md "Deposit methods"): recharge data per account, the first-deposit
 * offers (docs/bonuses.md), recharge (with the bonus choice), status.
 */
import { bonusPaths, type FirstDepositChoice, firstDepositData } from '@betframe/sdk/bonuses';
import { paymentPaths, paymentStatusSchema, rechargeDataSchema } from '@betframe/sdk/payments';
import * as z from 'zod/mini';
import type { OfficeClient } from '../office-client';

const started = z.object({ paymentId: z.number().check(z.int()), status: z.string(), redirectUrl: z.string() });

export function depositCalls(client: OfficeClient) {
  return {
    data: (accountId: number | undefined) =>
      client.call(paymentPaths.rechargeData, rechargeDataSchema, {
        method: 'GET',
        ...(accountId !== undefined ? { params: { account_id: accountId } } : {}),
      }),
    firstDeposit: () => client.call(bonusPaths.firstDeposit, firstDepositData, { method: 'GET' }),
    recharge: (input: {
      amount: string;
      accountId: number;
      method: string;
      returnUrl: string;
      bonusChoice?: FirstDepositChoice | undefined;
    }) =>
      client.call(paymentPaths.recharge, started, {
        params: {
          amount: input.amount,
          account_id: input.accountId,
          method: input.method,
          return_url: input.returnUrl,
          ...(input.bonusChoice ? { firstDepositBonusChoice: input.bonusChoice } : {}),
        },
      }),
    status: (paymentId: number) =>
      client.call(paymentPaths.status, paymentStatusSchema, { method: 'GET', params: { payment_id: paymentId } }),
  };
}
export type DepositCalls = ReturnType<typeof depositCalls>;
