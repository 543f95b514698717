/**
 * The first-deposit bonus (SPEC §3 firstDepositBonusChoice): the player chooses with the deposit — '1st' (sport),
 * 'slot_first_deposit' (casino) or none — and the chosen offer is granted on the deposit's approval, once, when it
 * is the player's first approved deposit. The payments area calls it through `DepositBonusHook` (wired in
 * server/src/routes.ts).
 */
import type { AppDeps } from '../app/types';
import type { Trx } from '../db';
import type { ApprovedDeposit, DepositBonusHook } from '../payments';
import { grantBonus } from './engine';
import { firstDepositBonusOpen, firstDepositOffer } from './first-deposit';

async function isFirstApproved(trx: Trx, request: ApprovedDeposit): Promise<boolean> {
  const earlier = await trx
    .selectFrom('payment_requests')
    .select('id')
    .where('user_id', '=', request.userId)
    .where('direction', '=', 'deposit')
    .where('status', '=', 'approved')
    .where('id', '<>', request.id)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

export const firstDepositBonusHook = (deps: AppDeps): DepositBonusHook => ({
  async choose(ex, input) {
    if (input.choice === undefined) return null;
    const config = await deps.siteConfig.get({ partner: input.partner });
    if (!(await firstDepositBonusOpen(ex, config, input.userId))) return null;
    return (await firstDepositOffer(ex, input.choice)) ? input.choice : null;
  },
  async approved(trx, request) {
    if (request.bonusChoice === null || !(await isFirstApproved(trx, request))) return;
    const offer = await firstDepositOffer(trx, request.bonusChoice);
    if (!offer) return;
    await grantBonus(trx, {
      userId: request.userId,
      currencyId: request.currencyId,
      offer,
      baseMinor: request.amountMinor,
      source: `deposit:${request.id}`,
      at: request.at,
    });
  },
});
