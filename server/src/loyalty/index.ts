export {
  type CashbackLevel,
  cashbackAmountMinor,
  cashbackLevels,
  levelFor,
  lossesBetween,
  payDueCashback,
  weekStartOf,
} from './cashback';
export { demoFreebetReward, seedDemoRewards } from './demo';
export { type OfferItem, specialOffersOf } from './offers';
export {
  earnedPointsOf,
  earnPoints,
  exchangePoints,
  POINTS_CURRENCY,
  pointsBalanceOf,
  pointsHistory,
  rewardsOf,
} from './points';
export { loyaltyRoutes } from './routes';
export { storeDeskRoutes } from './store-desk';
export { promoStoreRoutes } from './store-routes';
