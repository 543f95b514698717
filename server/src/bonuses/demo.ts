/**
 * Demo bonuses (docs/bonuses.md "Freebets and insurance", Demo): the freebet offer `demo-freebet` and the promo
 * code `FREEBET10` that grants it once per player — so a demo player can activate a code on the promo codes screen
 * and use the freebet in the slip. Idempotent: adds only what is missing (the seed runs on every start).
 */
import type { Executor } from '../db';
import { createOffer, offerByCode } from './engine';
import { createPromoCode } from './promo-codes';
import { BONUS_KIND } from './rules';
import './tables';

export const demoFreebet = { offerCode: 'demo-freebet', promoCode: 'FREEBET10', amountMinor: 10_00 } as const;

export async function seedDemoBonuses(ex: Executor, at: Date): Promise<void> {
  if (!(await offerByCode(ex, demoFreebet.offerCode))) {
    await createOffer(ex, {
      code: demoFreebet.offerCode,
      kind: BONUS_KIND.freebet,
      rules: {
        trigger: 'promo_code',
        amount: { fixedMinor: demoFreebet.amountMinor },
        wagerMultiple: 0,
        freebet: { minOdds: 1.2, minLegs: 1 },
        expiryDays: 30,
      },
      at,
    });
  }
  const code = await ex
    .selectFrom('promo_codes')
    .select('id')
    .where('code', '=', demoFreebet.promoCode)
    .executeTakeFirst();
  if (!code)
    await createPromoCode(
      ex,
      { code: demoFreebet.promoCode, offerCode: demoFreebet.offerCode, perPlayer: 1, startsAt: new Date(0) },
      at,
    );
}
