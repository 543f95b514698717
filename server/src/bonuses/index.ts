export {
  type BetPromotion,
  betPromotionsOf,
  boostExtraOf,
  claimPromotion,
  type PromotionAsk,
  PromotionRefusedError,
  postFreebetStake,
  previewPromotion,
  refundInsurance,
  releasePromotion,
  returnFreebetStake,
} from './bet-promotions';
export { coverSettledBet } from './coverage';
export { demoFreebet, seedDemoBonuses } from './demo';
export { firstDepositBonusHook } from './deposit-bonus';
export { bonusDeskRoutes, sameOrigin as deskSameOrigin, wantsHtml } from './desk';
export { errorList as deskErrorList } from './desk-page';
export {
  type BonusOffer,
  BonusOfferError,
  bonusesOf,
  closeIfEmptied,
  createOffer,
  expireDue,
  grantBonus,
  maxStakeRefusal,
  offerByCode,
  type PlayerBonus,
  recordWager,
  refuseBonus,
} from './engine';
export { firstDepositBonusOpen, firstDepositOffer, hasCompletedDeposit } from './first-deposit';
export {
  activatePromoCode,
  checkPromoCode,
  createPromoCode,
  type PromoCodeSpec,
  promoHistory,
} from './promo-codes';
export { promoCodeRoutes } from './promo-routes';
export { type BonusReconcileReport, reconcileBonuses } from './reconcile';
export { bonusesRoutes } from './routes';
export {
  BET_PROMOTION_KINDS,
  BONUS_KIND,
  type BonusRules,
  bonusAmountMinor,
  categoryNamesOf,
  type Wager,
} from './rules';
export {
  type ActiveBonus,
  activeBonusOf,
  type BonusStake,
  bonusPartOfStake,
  bonusReturnTarget,
  bonusShareOf,
} from './stakes';
