/**
 * Bet promotions (docs/bonuses.md "Freebets and insurance"): a freebet or an insurance is a player bonus whose
 * offer's rules carry `freebet` or `insurance` (rules.ts). The player uses one on a bet — chosen in the slip
 * (`userIdBonus`) or granted there by a promo code (`promo`) — and it serves that bet alone:
 *
 * - a **freebet** stakes its amount instead of money: `freebet_stake` promo_fund → bets_open; a won bet pays the
 *   winnings without the stake, a lost one nothing, a void one gives the freebet back (`freebet_return`
 *   bets_open → promo_fund, the freebet available again until its expiry);
 * - an **insurance** covers a real-money bet: when it is lost, `percent` of its stake (up to the cap) is refunded —
 *   `insurance_refund` promo_fund → money account, or the `refundOffer`'s bonus granted on that amount — once
 *   (the posting's reference and the grant's source are `insurance:<id>`);
 * - a **boost** raises a won bet's winnings by its percent (up to the cap): the extra is part of that bet's
 *   `bet_settle` posting, paid by the house like the express boost (`boostExtraOf`).
 *
 * Lock order: the promotion's row is locked after the bet's (a new bet at placement, the bet row at settlement)
 * and before any balance.
 */
import { type Executor, type Trx, withTransaction } from '../db';
import { openPlayerAccount, postTransaction, postTransfer, promoPostingKinds, systemAccounts } from '../wallet';
import { grantBonus, offerByCode } from './engine';
import { activatePromoCode, normalizeCode, type PromoRefusal } from './promo-codes';
import {
  type BonusRules,
  bonusAmountMinor,
  bonusRulesSchema,
  boostExtraMinor,
  couponRefusal,
  mechanicOf,
  promotionCouponRule,
  SLIP_MECHANICS,
  type SlipMechanic,
} from './rules';
import './tables';

export interface BetPromotion {
  bonusId: number;
  kind: number;
  mechanic: 'freebet' | 'insurance' | 'boost';
  /** A freebet's stake; an insurance's largest refund; a boost's largest extra winnings. */
  amountMinor: number;
  expiresAt: Date;
  rules: BonusRules;
}

/** Why a bet cannot use the promotion it asked for (the bet call answers 400 with this code). */
export type PromotionRefusal =
  | 'promotion_not_found'
  | 'promotion_min_legs'
  | 'promotion_min_odds'
  | 'promotion_not_combinable'
  | 'promo_not_for_bets'
  | `promo_${PromoRefusal}`;

export class PromotionRefusedError extends Error {
  constructor(readonly code: PromotionRefusal) {
    super(`the bet promotion is refused: ${code}`);
    this.name = 'PromotionRefusedError';
  }
}

interface PromotionRow {
  id: number;
  kind: number;
  amount_minor: number;
  expires_at: Date;
  rules: unknown;
}

/** An insurance's largest refund or a boost's largest extra. */
const capOf = (rules: BonusRules): number => rules.insurance?.capMinor ?? rules.boost?.capMinor ?? 0;

function toPromotion(row: PromotionRow): BetPromotion | undefined {
  const rules = bonusRulesSchema.parse(row.rules);
  const mechanic = mechanicOf(rules);
  if (!SLIP_MECHANICS.has(mechanic)) return undefined;
  return {
    bonusId: Number(row.id),
    kind: row.kind,
    mechanic: mechanic as SlipMechanic,
    amountMinor: mechanic === 'freebet' ? Number(row.amount_minor) : capOf(rules),
    expiresAt: new Date(row.expires_at),
    rules,
  };
}

function promotionQuery(ex: Executor, userId: number, currencyId: number, at: Date) {
  return ex
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_offers as o', 'o.id', 'b.offer_id')
    .select(['b.id', 'b.kind', 'b.amount_minor', 'b.expires_at', 'o.rules'])
    .where('b.user_id', '=', userId)
    .where('b.currency_id', '=', currencyId)
    .where('b.status', '=', 'active')
    .where('b.mechanic', 'in', [...SLIP_MECHANICS] as SlipMechanic[])
    .where('b.expires_at', '>', at);
}

/** The freebets and insurances the player may use on a bet now, soonest expiring first. */
export async function betPromotionsOf(
  ex: Executor,
  input: { userId: number; currencyId: number; at: Date },
): Promise<BetPromotion[]> {
  const rows = await promotionQuery(ex, input.userId, input.currencyId, input.at).orderBy('b.expires_at').execute();
  return rows.flatMap((r) => toPromotion(r) ?? []);
}

export interface PromotionAsk {
  userId: number;
  currencyId: number;
  partner: number;
  /** The player's freebet or insurance (`userIdBonus`), or a promo code that grants one (`promo`). */
  bonusId?: number;
  code?: string;
  at: Date;
}

/**
 * What a bet asks for, read before its transaction (the freebet's amount decides the stake): the promotion and,
 * for a promo code, nothing granted yet. Throws `PromotionRefusedError`.
 */
export async function previewPromotion(
  ex: Executor,
  ask: PromotionAsk,
  coupon: { odds: number; legOdds: readonly number[] },
): Promise<Pick<BetPromotion, 'mechanic' | 'amountMinor' | 'rules'>> {
  let promotion: Pick<BetPromotion, 'mechanic' | 'amountMinor' | 'rules'> | undefined;
  if (ask.bonusId !== undefined) {
    const row = await promotionQuery(ex, ask.userId, ask.currencyId, ask.at)
      .where('b.id', '=', ask.bonusId)
      .executeTakeFirst();
    promotion = row ? toPromotion(row) : undefined;
    if (!promotion) throw new PromotionRefusedError('promotion_not_found');
  } else {
    const offer = await ex
      .selectFrom('promo_codes as p')
      .innerJoin('bonus_offers as o', 'o.id', 'p.offer_id')
      .select(['o.code'])
      .where('p.code', '=', normalizeCode(ask.code ?? ''))
      .executeTakeFirst();
    if (!offer) throw new PromotionRefusedError('promo_unknown_code');
    const found = await offerByCode(ex, offer.code);
    const mechanic = found ? mechanicOf(found.rules) : 'wagering';
    if (!found || !SLIP_MECHANICS.has(mechanic)) throw new PromotionRefusedError('promo_not_for_bets');
    const rules = found.rules;
    promotion = {
      mechanic: mechanic as SlipMechanic,
      amountMinor: mechanic === 'freebet' ? bonusAmountMinor(rules, 0) : capOf(rules),
      rules,
    };
  }
  const rule = promotionCouponRule(promotion.rules);
  const refusal = rule ? couponRefusal(rule, coupon) : undefined;
  if (refusal) throw new PromotionRefusedError(refusal);
  return promotion;
}

/**
 * Inside the bet's transaction: grants the promo code's promotion (counting the code's use) or locks the chosen
 * one, and ties it to the bet. A promotion another bet took meanwhile is refused (`promotion_not_found`), so two
 * bets at once use a freebet once.
 */
export async function claimPromotion(trx: Trx, ask: PromotionAsk, betId: number): Promise<BetPromotion> {
  let bonusId = ask.bonusId;
  if (bonusId === undefined) {
    const activated = await activatePromoCode(trx, {
      userId: ask.userId,
      partner: ask.partner,
      currencyId: ask.currencyId,
      code: ask.code ?? '',
      at: ask.at,
    });
    if (!activated.activated) throw new PromotionRefusedError(`promo_${activated.reason}`);
    bonusId = activated.bonus.id;
  }
  const row = await promotionQuery(trx, ask.userId, ask.currencyId, ask.at)
    .where('b.id', '=', bonusId)
    .forUpdate('b')
    .executeTakeFirst();
  const promotion = row ? toPromotion(row) : undefined;
  if (!promotion) throw new PromotionRefusedError('promotion_not_found');
  await trx
    .updateTable('player_bonuses')
    .set({ status: 'used', bet_id: betId })
    .where('id', '=', promotion.bonusId)
    .execute();
  await trx.updateTable('bets').set({ promo_bonus_id: promotion.bonusId }).where('id', '=', betId).execute();
  return promotion;
}

/** The freebet's stake: promo_fund → bets_open (the bet's whole stake; no player money). */
export async function postFreebetStake(
  trx: Trx,
  input: { betId: number; currencyId: number; amountMinor: number; openAccount: string; at: Date },
): Promise<void> {
  await postTransfer(trx, {
    from: { system: systemAccounts.promoFund, currencyId: input.currencyId },
    to: { system: input.openAccount, currencyId: input.currencyId },
    amountMinor: input.amountMinor,
    kind: promoPostingKinds.freebetStake,
    reference: `bet:${input.betId}:freebet`,
    at: input.at,
  });
  await trx.updateTable('bets').set({ freebet_minor: input.amountMinor }).where('id', '=', input.betId).execute();
}

/** A void freebet bet's stake goes back to promo_fund (the freebet itself is released by `releasePromotion`). */
export async function returnFreebetStake(
  trx: Trx,
  input: { betId: number; currencyId: number; amountMinor: number; openAccount: string; at: Date },
): Promise<void> {
  await postTransfer(trx, {
    from: { system: input.openAccount, currencyId: input.currencyId },
    to: { system: systemAccounts.promoFund, currencyId: input.currencyId },
    amountMinor: input.amountMinor,
    kind: promoPostingKinds.freebetReturn,
    reference: `bet:${input.betId}:freebet`,
    at: input.at,
  });
}

/**
 * A void bet gives its freebet or insurance back: available again until its date (forfeited as expired when the
 * date passed meanwhile).
 */
export async function releasePromotion(trx: Trx, input: { bonusId: number; at: Date }): Promise<void> {
  const row = await trx
    .selectFrom('player_bonuses')
    .select('expires_at')
    .where('id', '=', input.bonusId)
    .where('status', '=', 'used')
    .forUpdate()
    .executeTakeFirst();
  if (!row) return;
  const expired = new Date(row.expires_at) <= input.at;
  await trx
    .updateTable('player_bonuses')
    .set(
      expired
        ? { status: 'forfeited', closed_reason: 'expired', closed_at: input.at, bet_id: null }
        : { status: 'active', bet_id: null },
    )
    .where('id', '=', input.bonusId)
    .execute();
}

/**
 * A lost insured bet: refunds the insurance's percent of the stake (paid, with its tax) up to the cap — as the
 * `refundOffer`'s bonus when the offer says so and it can be granted now, else as real money. Once per insurance.
 */
export async function refundInsurance(
  ex: Executor,
  input: { userId: number; currencyId: number; bonusId: number; paidMinor: number; at: Date },
): Promise<number> {
  return withTransaction(ex, async (trx) => {
    const row = await trx
      .selectFrom('player_bonuses as b')
      .innerJoin('bonus_offers as o', 'o.id', 'b.offer_id')
      .select(['o.rules'])
      .where('b.id', '=', input.bonusId)
      .where('b.mechanic', '=', 'insurance')
      .executeTakeFirst();
    const insurance = row ? bonusRulesSchema.parse(row.rules).insurance : undefined;
    if (!insurance) return 0;
    const refund = Math.min(insurance.capMinor, Math.floor((input.paidMinor * insurance.percent) / 100));
    if (refund <= 0) return 0;
    const source = `insurance:${input.bonusId}`;
    const offer = insurance.refundOffer ? await offerByCode(trx, insurance.refundOffer) : undefined;
    if (offer) {
      const granted = await grantBonus(trx, {
        userId: input.userId,
        currencyId: input.currencyId,
        offer,
        baseMinor: refund,
        source,
        at: input.at,
      });
      if (granted.granted || granted.reason === 'already_granted') return refund;
    }
    const done = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', promoPostingKinds.insuranceRefund)
      .where('reference', '=', source)
      .executeTakeFirst();
    if (done) return refund;
    const money = await openPlayerAccount(trx, { userId: input.userId, currencyId: input.currencyId });
    await postTransaction(trx, {
      kind: promoPostingKinds.insuranceRefund,
      reference: source,
      lines: [
        { account: { system: systemAccounts.promoFund, currencyId: input.currencyId }, amountMinor: -refund },
        { account: money, amountMinor: refund },
      ],
      at: input.at,
    });
    return refund;
  });
}

/**
 * What the boost a won bet used adds to its payout (`percent` of the winnings, up to the cap); 0 when the bet used
 * no boost. Read in the bet's settlement transaction; the house pays it in the same `bet_settle` posting.
 */
export async function boostExtraOf(
  ex: Executor,
  input: { bonusId: number; returnMinor: number; stakeMinor: number },
): Promise<number> {
  const row = await ex
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_offers as o', 'o.id', 'b.offer_id')
    .select(['o.rules'])
    .where('b.id', '=', input.bonusId)
    .where('b.mechanic', '=', 'boost')
    .executeTakeFirst();
  if (!row) return 0;
  return boostExtraMinor(bonusRulesSchema.parse(row.rules), input.returnMinor, input.stakeMinor);
}
