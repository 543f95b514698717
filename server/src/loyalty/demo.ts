/**
 * The demo reward of points for a freebet (docs/bonuses.md "Loyalty points"): the offer `points-freebet-10` (a
 * 10.00 freebet for a coupon of odds ≥ 1.2, 30 days) and the reward `freebet_10` buying it for 1,000 points. The
 * exchange grants it through the engine's `grantBonus` like any reward; the player uses it in the slip. Idempotent:
 * adds only what is missing (the seed runs on every start).
 */
import { BONUS_KIND, createOffer, offerByCode } from '../bonuses';
import type { Executor } from '../db';
import './tables';

export const demoFreebetReward = { code: 'freebet_10', offerCode: 'points-freebet-10', pointsCost: 1000 } as const;

export async function seedDemoRewards(ex: Executor, at: Date): Promise<void> {
  if (!(await offerByCode(ex, demoFreebetReward.offerCode)))
    await createOffer(ex, {
      code: demoFreebetReward.offerCode,
      kind: BONUS_KIND.freebet,
      rules: {
        trigger: 'manual',
        amount: { fixedMinor: 10_00 },
        wagerMultiple: 0,
        freebet: { minOdds: 1.2, minLegs: 1 },
        expiryDays: 30,
      },
      at,
    });
  await ex
    .insertInto('loyalty_rewards')
    .values({
      code: demoFreebetReward.code,
      offer_code: demoFreebetReward.offerCode,
      points_cost: demoFreebetReward.pointsCost,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
