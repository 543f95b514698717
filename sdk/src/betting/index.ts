/**
 * Bet maths shared by the coupon widget and the server: potential win, express and system combinations,
 * settlement of a coupon from its selections' results (incl. Asian half results), the odds-change policy,
 * betting taxes and cash-out. Pure and browser-safe.
 */
export { isQuarterLine, settleHandicap, settleTotal, splitLine } from './asian-line';
export { type BetKind, BetVid, betKindFromVid, type CouponShapeError, checkCouponShape, vidOf } from './bet-kind';
export {
  type CalculatorInput,
  type CalculatorResult,
  type CalculatorSelection,
  calculateBet,
  placeOdds,
} from './calculator';
export { type CashOutSelection, cashOutOffer, partialCashOut } from './cash-out';
export { binomial, combinations, elementarySymmetric } from './combinations';
export {
  couponCoefficient,
  expressCoefficient,
  isCertainLoss,
  lineCount,
  potentialWin,
  type SettledSelection,
  settleCoupon,
} from './coupon-maths';
export { type ExpressBoostConfig, expressBoostAmount, expressBoostPercent } from './express-boost';
export { expressBoostConfigSchema } from './express-boost-config';
export {
  type CoverLeg,
  type CoverName,
  coverLines,
  coverNames,
  coverOf,
  coverReturn,
  coverReturnPerLine,
  coverShape,
  coversFor,
  defaultLuckyBonus,
  type LuckyBonusConfig,
  luckyBonus,
} from './full-covers';
export { luckyBonusConfigSchema } from './full-covers-config';
export { HISTORY_DEFAULT_DAYS, HISTORY_PAGE_SIZE, MAX_COUPON_EVENTS, MAX_SYSTEM_EVENTS } from './limits';
export { roundCoefficient, roundDownMoney, roundMoney } from './money';
export { acceptsOddsChange, OddsChangePolicy, type OddsChangePolicyValue } from './odds-change';
export {
  combineHalves,
  deadHeatOdds,
  type SelectionResult,
  selectionResults,
  settlementFactor,
} from './selection-result';
export { applyStakeTax, type BettingTaxes, noTaxes, payoutTax } from './taxes';
